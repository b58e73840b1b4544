import { z } from 'zod';
import {
  artistNameSchema,
  artistShowsFilterSchema,
  artistSearchLimit,
  artistSearchQuerySchema,
  artistStatCreateSchema,
  cityCreateSchema,
  idParamSchema,
} from '@gigrank/domain';
import * as artists from '../../services/artists.service';
import { artistPage } from '../../services/artist-page.service';
import * as cities from '../../services/cities.service';
import { searchTextSchema } from '../../params';
import { protectedProcedure, router } from '../init';

export const artistsRouter = router({
  search: protectedProcedure
    .input(artistSearchQuerySchema)
    .query(({ ctx, input }) =>
      artists.searchArtists(ctx, input.q, input.limit ?? artistSearchLimit(input.q)),
    ),
  stat: protectedProcedure
    .input(z.object({ name: artistNameSchema }))
    .query(({ ctx, input }) => artists.getArtistStat(ctx, input.name)),
  create: protectedProcedure
    .input(artistStatCreateSchema)
    .mutation(
      async ({ ctx, input }) => (await artists.createArtistStat(ctx, input.artist_name)).artist,
    ),
  page: protectedProcedure
    .input(
      z.object({
        name: artistNameSchema,
        userId: idParamSchema.optional(),
        /** The artist page's next page: the previous page's nextBefore. */
        cursor: idParamSchema.optional(),
        /** Only the guest appearances, or only the shows with photos (the Shows tabs). */
        filter: artistShowsFilterSchema.optional(),
      }),
    )
    .query(({ ctx, input }) =>
      artistPage(
        ctx,
        input.name,
        input.userId ?? ctx.user.id,
        ctx.user.id,
        input.cursor,
        input.filter,
      ),
    ),
});

export const citiesRouter = router({
  search: protectedProcedure
    .input(searchTextSchema)
    .query(({ ctx, input }) => cities.searchCities(ctx, input.q)),
  create: protectedProcedure
    .input(cityCreateSchema)
    .mutation(
      async ({ ctx, input }) => (await cities.createCity(ctx, input.name, input.country)).city,
    ),
});
