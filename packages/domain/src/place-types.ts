/**
 * API shapes of festivals and venues, beside types.ts: a show's
 * festival, festival and venue pages, a user's festivals and venue insights,
 * inferred from the answer schemas of answers-places.ts.
 */
import type { z } from 'zod';
import type * as answers from './answers-places';

export type FestivalSummary = z.infer<typeof answers.festivalSummaryAnswer>;
export type Festival = z.infer<typeof answers.festivalAnswer>;
export type FestivalLineupEntry = z.infer<typeof answers.festivalLineupEntryAnswer>;
export type FestivalPhoto = z.infer<typeof answers.festivalPhotoAnswer>;
export type FestivalPage = z.infer<typeof answers.festivalPageAnswer>;
export type FestivalSetsPage = z.infer<typeof answers.festivalSetsPageAnswer>;
export type UserFestival = z.infer<typeof answers.userFestivalAnswer>;
export type UserFestivals = z.infer<typeof answers.userFestivalsAnswer>;
export type VenueRef = z.infer<typeof answers.venueRefAnswer>;
export type VenueSummary = z.infer<typeof answers.venueSummaryAnswer>;
export type Venue = z.infer<typeof answers.venueAnswer>;
export type VenueAccessNote = z.infer<typeof answers.venueAccessNoteAnswer>;
export type VenuePage = z.infer<typeof answers.venuePageAnswer>;
export type VenueInsight = z.infer<typeof answers.venueInsightAnswer>;
export type MostVisitedVenue = z.infer<typeof answers.mostVisitedVenueAnswer>;
