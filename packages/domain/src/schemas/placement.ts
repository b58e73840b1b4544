import { z } from 'zod';
import { idParamSchema } from './params';
import { scoreSchema } from './shows';

/**
 * "Which was better?" answered: the slot between two adjacent
 * shows of the owner's ranking (null at either end), and the score the owner
 * confirmed when the slot needs another; without one the show keeps its own.
 */
export const placeShowBodySchema = z.object({
  aboveId: idParamSchema.nullable(),
  belowId: idParamSchema.nullable(),
  score: scoreSchema.optional(),
});

export const placeShowInputSchema = placeShowBodySchema.extend({ showId: idParamSchema });
export type PlaceShowInput = z.infer<typeof placeShowInputSchema>;
