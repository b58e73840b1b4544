import { z } from 'zod';
import { CITY_NAME_MAX } from '../constants';
import { displayNameSchema } from './auth';
import { OTHER_MESSAGES } from './messages';

/**
 * PATCH /api/users/{id}/profile: a blank or null city clears it (null); a
 * missing city stays undefined (leave unchanged).
 */
export const profileUpdateSchema = z.object({
  displayName: displayNameSchema,
  city: z
    .string()
    .trim()
    .max(CITY_NAME_MAX, OTHER_MESSAGES.cityMax)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v ? v : null)),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;
