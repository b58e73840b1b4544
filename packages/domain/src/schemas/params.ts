import { z } from 'zod';
import { OTHER_MESSAGES } from './messages';

/** Ids are 32-bit integers in the database on both engines. */
const MAX_ID = 2_147_483_647;

/** A positive integer id from a path segment (string) or a number; message 'Invalid id'. */
export const idParamSchema = z
  .union([z.number(), z.string()], { error: OTHER_MESSAGES.invalidId })
  .transform((v) => (typeof v === 'string' ? (/^[1-9]\d*$/.test(v) ? Number(v) : Number.NaN) : v))
  .pipe(
    z
      .number({ error: OTHER_MESSAGES.invalidId })
      .int(OTHER_MESSAGES.invalidId)
      .positive(OTHER_MESSAGES.invalidId)
      .max(MAX_ID, OTHER_MESSAGES.invalidId),
  );

/** An input or path that names one thing by its id (`/api/shows/:id`, `{ id }`). */
export const byIdSchema = z.object({ id: idParamSchema });
