/**
 * API shapes of festivals and venues, beside types.ts: a show's
 * festival, festival and venue pages, a user's festivals and venue insights,
 * inferred from the answer schemas of answers-places.ts.
 */
import type { z } from 'zod';
import type * as answers from './answers-places';

type Of<S extends z.ZodType> = z.infer<S>;

export type FestivalSummary = Of<typeof answers.festivalSummaryAnswer>;
export type Festival = Of<typeof answers.festivalAnswer>;
export type FestivalLineupEntry = Of<typeof answers.festivalLineupEntryAnswer>;
export type FestivalPhoto = Of<typeof answers.festivalPhotoAnswer>;
export type FestivalPage = Of<typeof answers.festivalPageAnswer>;
export type FestivalSetsPage = Of<typeof answers.festivalSetsPageAnswer>;
export type UserFestival = Of<typeof answers.userFestivalAnswer>;
export type UserFestivals = Of<typeof answers.userFestivalsAnswer>;
export type VenueRef = Of<typeof answers.venueRefAnswer>;
export type VenueSummary = Of<typeof answers.venueSummaryAnswer>;
export type Venue = Of<typeof answers.venueAnswer>;
export type VenueAccessNote = Of<typeof answers.venueAccessNoteAnswer>;
export type VenuePage = Of<typeof answers.venuePageAnswer>;
export type VenueInsight = Of<typeof answers.venueInsightAnswer>;
export type MostVisitedVenue = Of<typeof answers.mostVisitedVenueAnswer>;
