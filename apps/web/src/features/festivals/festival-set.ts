/**
 * A festival set as the Log a festival screen builds it: a show draft whose
 * city, venue and date come from the festival and its chosen day, sent to
 * POST /api/shows with the festival's id, the stage and the set time.
 */
import type { FestivalSummary } from '@gigrank/domain';
import { newShowDraft, newShowBody, type ShowDraft } from '../shows';
import { cityLabel } from '../../lib/city';

/** The place fields of a set: the festival's city (with its country and region) and venue. */
function festivalPlace(
  festival: FestivalSummary,
): Pick<ShowDraft, 'city' | 'pickedCity' | 'venue'> {
  const city = {
    name: festival.city,
    country: festival.cityCountry,
    region: festival.cityRegion,
  };
  return { city: cityLabel(city), pickedCity: city, venue: festival.venue?.name ?? '' };
}

/** A fresh set of `festival` on `day` ('' while no day is chosen): score 75, nothing else. */
export function newSetDraft(festival: FestivalSummary, day: string, today: string): ShowDraft {
  return { ...newShowDraft(today), ...festivalPlace(festival), date: day };
}

export interface SetExtras {
  stage: string;
  /** 'HH:MM', or '' for none. */
  setTime: string;
}

/** The multipart body of the set: the show's fields, its festival, stage and time, then the photos. */
export function festivalSetBody(
  draft: ShowDraft,
  userId: number,
  artist: string,
  festivalId: number,
  extras: SetExtras,
): FormData {
  // The festival's fields go before the photos: a reader may stop at the first file.
  const body = newShowBody({ ...draft, photos: [] }, userId, artist);
  body.append('festivalId', String(festivalId));
  if (extras.stage.trim()) body.append('stage', extras.stage.trim());
  if (extras.setTime.trim()) body.append('setTime', extras.setTime.trim());
  for (const { file } of draft.photos) body.append('photos', file, file.name);
  return body;
}
