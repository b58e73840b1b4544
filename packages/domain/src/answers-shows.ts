/**
 * The answer shapes of what is done to a show, as zod schemas beside
 * answers.ts: "Which was better?" (placement.ts infers its types from them),
 * a like and a report (schemas/reports.ts and answer-types.ts).
 */
import { z } from 'zod';
import { answer, count, day, id } from './answer-fields';
import { ACCESS_FEATURES } from './schemas/places';
import { REPORT_KINDS, REPORT_REASONS } from './constants';

/** A show as a comparison shows it: enough to remember the night by. */
export const placementShowAnswer = answer('PlacementShow', {
  id,
  artist: z.string(),
  date: day,
  city: z.string(),
  venue: z.string().nullable(),
  score: z.number().int(),
  rank: z.number().int(),
  thumbnailUrl: z.string().nullable().describe("The first photo's thumbnail, if it has one"),
});

/** What a placement starts from: the show, its ranking's size and the shows to compare with. */
export const comparisonsAnswer = answer('Comparisons', {
  show: placementShowAnswer,
  total: count.describe("How many shows the owner's ranking holds"),
  above: placementShowAnswer
    .nullable()
    .describe('The show ranked just above the window (null when the window starts at #1)'),
  candidates: z
    .array(placementShowAnswer)
    .describe('The shows that may be asked about, best first'),
  below: placementShowAnswer
    .nullable()
    .describe('The show ranked just below the window (null when it ends at the last rank)'),
});

/** Where a placement put the show. */
export const placementAnswer = answer('Placement', {
  rank: z.number().int(),
  total: count,
  previousRank: z.number().int(),
  score: z.number().int(),
});

/** A show's like, after a like or unlike. */
export const likeStateAnswer = answer('LikeState', { liked: z.boolean(), likesCount: count });

/** The answer to a report: whether it was new (201) or a repeat that updated the first (200). */
export const reportResultAnswer = answer('ReportResult', {
  success: z.literal(true),
  created: z.boolean(),
  report: z.object({
    kind: z.enum(REPORT_KINDS),
    id,
    feature: z
      .enum(ACCESS_FEATURES)
      .optional()
      .describe("A reported access note's feature (its `id` is the venue's)"),
    reason: z.enum(REPORT_REASONS),
    details: z.string().nullable(),
  }),
});
