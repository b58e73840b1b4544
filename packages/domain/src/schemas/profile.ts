import { z } from 'zod';
import { DISTANCE_UNITS } from '../ledger';
import { CITY_NAME_MAX } from '../constants';
import { displayNameSchema } from './auth';
import { hasDisallowedCharacters, notAllowedMessage } from '../text-rules';
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
    .refine((v) => !hasDisallowedCharacters(v), { error: notAllowedMessage('City') })
    .nullish()
    .transform((v) => (v === undefined ? undefined : v ? v : null)),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/**
 * The privacy settings PATCH /api/users/{id}/profile also accepts (alone or
 * beside the profile fields): each flag optional, at least one given.
 */
export const privacySettingsSchema = z.object({
  isPrivate: z.boolean({ message: 'isPrivate must be true or false' }).optional(),
  hideFromLeaderboards: z
    .boolean({ message: 'hideFromLeaderboards must be true or false' })
    .optional(),
  shareSpend: z.boolean({ message: 'shareSpend must be true or false' }).optional(),
  distanceUnit: z.enum(DISTANCE_UNITS, { message: "distanceUnit must be 'km' or 'mi'" }).optional(),
});
export type PrivacySettings = z.output<typeof privacySettingsSchema>;
