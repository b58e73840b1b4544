/** The inputs of plans and gig pages (../friends.ts has their limits, messages and texts). */
import { z } from 'zod';
import { TEXT_FIELD_MAX } from '../constants';
import { isValidIsoDate } from '../time';
import { allowedCharacters } from './fields';
import { idParamSchema } from './params';
import { artistNameSchema, cityNameSchema } from './shows';

export const planInputSchema = z.object({
  artist: artistNameSchema,
  city: cityNameSchema,
  date: z
    .string({ error: 'Date is required' })
    .trim()
    .min(1, { error: 'Date is required', abort: true })
    .refine(isValidIsoDate, 'Date is invalid'),
  venue: allowedCharacters(z.string().trim().max(TEXT_FIELD_MAX, 'Venue is too long'), {
    label: 'Venue',
  })
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type PlanInput = z.infer<typeof planInputSchema>;

/**
 * What a list of a user's plans may be narrowed to: one artist's (any case
 * and accents), as the artist page asks for the viewer's own. The REST
 * query string and the tRPC input (beside `userId`) alike.
 */
export const planListFilterSchema = z.object({
  artist: artistNameSchema.optional(),
});

export const gigParamsSchema = z.object({
  artistId: idParamSchema,
  cityId: idParamSchema,
  date: z.string().trim().refine(isValidIsoDate, 'Date is invalid'),
});
