import type { FastifyInstance } from 'fastify';
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
import * as artists from '../services/artists.service';
import { artistPage } from '../services/artist-page.service';
import * as cities from '../services/cities.service';
import type { AppDeps } from '../http/deps';
import { searchTextSchema } from '../params';
import { requireUser } from './guards';
import { parse } from './validate';

const nameParams = z.object({ artistName: artistNameSchema });
const artistPageQuery = z.object({
  userId: idParamSchema.optional().catch(undefined),
  before: idParamSchema.optional(),
  filter: artistShowsFilterSchema.optional(),
});

export async function artistsRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get('/api/artist-stats', async (request) => {
    await requireUser(request);
    const { q, limit } = parse(artistSearchQuerySchema, request.query);
    return artists.searchArtists(deps, q, limit ?? artistSearchLimit(q));
  });

  app.get('/api/artist-stats/:artistName', async (request) => {
    await requireUser(request);
    const { artistName } = parse(nameParams, request.params);
    return artists.getArtistStat(deps, artistName);
  });

  app.post('/api/artist-stats', async (request, reply) => {
    await requireUser(request);
    const { artist_name } = parse(artistStatCreateSchema, request.body ?? {});
    const { artist, created } = await artists.createArtistStat(deps, artist_name);
    return reply.status(created ? 201 : 200).send(artist);
  });

  app.get('/api/artists/:artistName', async (request) => {
    const user = await requireUser(request);
    const { artistName } = parse(nameParams, request.params);
    const { userId, before, filter } = parse(artistPageQuery, request.query);
    return artistPage(deps, artistName, userId ?? user.id, user.id, before, filter);
  });

  app.get('/api/cities', async (request) => {
    await requireUser(request);
    const { q } = parse(searchTextSchema, request.query);
    return cities.searchCities(deps, q);
  });

  app.post('/api/cities', async (request, reply) => {
    await requireUser(request);
    const { name, country } = parse(cityCreateSchema, request.body ?? {});
    const { city, created } = await cities.createCity(deps, name, country);
    return reply.status(created ? 201 : 200).send(city);
  });
}
