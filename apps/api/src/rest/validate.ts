import type { z } from 'zod';
import { badRequest } from '../errors';

/** Parses REST input with a shared zod schema; a failure answers 400 with the first message. */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(result.error.issues[0]?.message ?? 'Invalid input');
  return result.data;
}
