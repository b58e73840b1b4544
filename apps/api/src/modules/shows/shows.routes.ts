import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idParamSchema, listPageSchema, showInputSchema, byIdSchema } from '@gigrank/domain';
import * as showReads from './show-reads.service';
import * as showWrites from './show-writes.service';
import * as showPhotos from './show-photos.service';
import { badRequest } from '../../errors';
import type { AppDeps } from '../../http/deps';
import { idempotencyKeyOf } from '../../http/idempotency-key';
import { requireUser } from '../../rest/guards';
import { indexedFields, receiveUploads } from '../../rest/multipart';
import { parse } from '../../rest/validate';

/** The show fields of a multipart or JSON body, in the shape showInputSchema reads. */
function showFields(fields: Record<string, unknown>, guests: string[] | undefined) {
  const { artist, city, date, venue, companion, favoriteSong, notes, rating, score } = fields;
  const { festivalId, stage, setTime, ticket, travelledFrom } = fields;
  return {
    ticket,
    travelledFrom,
    festivalId,
    stage,
    setTime,
    artist,
    city,
    date,
    venue,
    companion,
    favoriteSong,
    notes,
    rating: rating === '' ? undefined : rating,
    score,
    guestAppearances: guests ?? fields.guestAppearances,
  };
}

const removeIdsSchema = z.array(idParamSchema).max(100);

/** A show write as the service takes it: the form fields, and photos as uploaded files. */
interface ShowWrite {
  input: z.infer<typeof showInputSchema>;
  cityCountry?: string;
  cityRegion?: string;
  photos: string[];
  removePhotoIds?: number[];
  /** The plan this show logs ("Log this show"). */
  planId?: number;
}

const planIdSchema = idParamSchema.optional();

/**
 * Reads a show write from multipart (the web's form, photos streamed to
 * temporary files that live while `use` runs) or JSON (the documented
 * variant, 1 MB at most like every JSON body).
 */
async function withShowWrite<T>(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  use: (write: ShowWrite) => Promise<T>,
): Promise<T> {
  if (request.isMultipart()) {
    return receiveUploads(deps, request, reply, userId, ['photos'], ({ fields, files }) => {
      // The spec's client sends every guest twice: guestAppearances[i] and guest_artist_{i}.
      const listed = indexedFields(fields, /^guestAppearances\[(\d+)\]$/);
      const guests = listed.length ? listed : indexedFields(fields, /^guest_artist_(\d+)$/);
      return use({
        input: parse(showInputSchema, showFields(fields, guests)),
        cityCountry: fields.cityCountry,
        cityRegion: fields.cityRegion,
        photos: files.photos ?? [],
        removePhotoIds: parse(removeIdsSchema, indexedFields(fields, /^removePhotoIds\[(\d+)\]$/)),
        planId: parse(planIdSchema, fields.planId || undefined),
      });
    });
  }
  const body = (request.body ?? {}) as Record<string, unknown>;
  if (typeof body !== 'object' || Array.isArray(body)) {
    return use({ input: parse(showInputSchema, {}), photos: [] });
  }
  return use({
    input: parse(showInputSchema, showFields(body, undefined)),
    cityCountry: typeof body.cityCountry === 'string' ? body.cityCountry : undefined,
    cityRegion: typeof body.cityRegion === 'string' ? body.cityRegion : undefined,
    photos: [],
    removePhotoIds: parse(removeIdsSchema, body.removePhotoIds ?? []),
    planId: parse(planIdSchema, body.planId ?? undefined),
  });
}

export async function showsRoutes(app: FastifyInstance, deps: AppDeps) {
  // Multipart bodies are streamed (limits in multipart.ts); the route's 1 MB
  // body limit holds the JSON variant.
  app.post('/api/shows', async (request, reply) => {
    const user = await requireUser(request);
    const idempotencyKey = idempotencyKeyOf(request.headers);
    const show = await withShowWrite(deps, request, reply, user.id, (write) =>
      showWrites.createShow(deps, user, write.input, { ...write, idempotencyKey }),
    );
    return reply.status(201).send({ show });
  });

  app.put('/api/shows/:id', async (request, reply) => {
    const user = await requireUser(request);
    const { id } = parse(byIdSchema, request.params);
    const show = await withShowWrite(deps, request, reply, user.id, (write) =>
      showWrites.updateShow(deps, user, id, write.input, write),
    );
    return { show };
  });

  // Photos alone (multipart `photos`): added to a stored show, its fields untouched.
  app.post('/api/shows/:id/photos', async (request, reply) => {
    const user = await requireUser(request);
    const { id } = parse(byIdSchema, request.params);
    if (!request.isMultipart()) throw badRequest('Send the photos as a multipart form');
    const show = await receiveUploads(deps, request, reply, user.id, ['photos'], ({ files }) =>
      showPhotos.addShowPhotos(deps, user, id, files.photos ?? []),
    );
    return reply.status(201).send({ show });
  });

  app.get('/api/users/:id/ranked-shows', async (request, reply) => {
    const user = await requireUser(request);
    const { id } = parse(byIdSchema, request.params);
    const page = parse(listPageSchema, request.query);
    if (page.limit !== undefined || page.offset !== undefined) {
      return showReads.rankedShows(deps, id, user.id, page);
    }
    // The whole ranking: streamed a chunk of ranks at a time (rankedShowsWhole).
    const chunks = showReads.rankedShowsWhole(deps, id, user.id);
    const first = await chunks.next(); // a 403 or 404 is still a plain answer
    return reply
      .type('application/json; charset=utf-8')
      .send(Readable.from(jsonArray(first, chunks)));
  });
}

/** A JSON array written as its chunks of items arrive. */
async function* jsonArray<T>(
  first: IteratorResult<T[]>,
  rest: AsyncIterator<T[]>,
): AsyncGenerator<string> {
  yield '[';
  let separator = '';
  for (let next = first; !next.done; next = await rest.next()) {
    if (next.value.length === 0) continue;
    yield separator + next.value.map((item) => JSON.stringify(item)).join(',');
    separator = ',';
  }
  yield ']';
}
