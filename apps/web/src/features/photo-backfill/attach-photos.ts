import { MAX_PHOTOS_PER_SHOW, normalizeKey, type Show } from '@gigrank/domain';
import { restRequest } from '../../lib/rest';
import type { ProposalDraft } from './backfill-text';

/** Pages of the rating queue read at most to find the shows just imported (50 each). */
const QUEUE_PAGES_MAX = 10;
const QUEUE_PAGE = 50;

/** A confirmed proposal whose photos go to the show it became. */
export interface AttachTarget {
  draft: ProposalDraft;
  files: readonly File[];
}

export interface AttachOutcome {
  /** Shows that got their photos. */
  attached: number;
  /** Shows whose photos could not be sent (not found, refused, or the network). */
  failed: number;
}

/** A show's gig as the backfill names it: artist, date and city, compared by key. */
const gigKey = (artist: string, date: string, city: string) =>
  `${normalizeKey(artist)}|${date}|${normalizeKey(city)}`;

/**
 * The ids of the unscored shows the import just created, by gig: read from
 * the rating queue (newest first, where they are), a page at a time until
 * every wanted gig is found.
 */
async function importedShowIds(userId: number, wanted: ReadonlySet<string>) {
  const found = new Map<string, number>();
  let after: number | undefined;
  for (let page = 0; page < QUEUE_PAGES_MAX && found.size < wanted.size; page++) {
    const query = `limit=${QUEUE_PAGE}${after ? `&after=${after}` : ''}`;
    const { shows } = await restRequest<{ shows: Show[] }>(
      `/api/users/${userId}/unscored-shows?${query}`,
    );
    for (const show of shows) {
      const key = gigKey(show.artist, show.date, show.city);
      if (wanted.has(key) && !found.has(key)) found.set(key, show.id);
    }
    if (shows.length < QUEUE_PAGE) break;
    after = shows.at(-1)!.id;
  }
  return found;
}

/**
 * Sends each target's photos to the show it became (POST
 * /api/shows/{id}/photos, one show at a time: photos are megabytes), the
 * first MAX_PHOTOS_PER_SHOW of an evening; the server re-encodes them without
 * their EXIF and GPS data as every photo.
 */
export async function attachPhotos(
  userId: number,
  targets: readonly AttachTarget[],
): Promise<AttachOutcome> {
  const keyOf = ({ draft }: AttachTarget) => gigKey(draft.artist, draft.date, draft.city);
  const ids = await importedShowIds(userId, new Set(targets.map(keyOf)));
  let attached = 0;
  for (const target of targets) {
    const id = ids.get(keyOf(target));
    if (id === undefined) continue;
    const body = new FormData();
    for (const file of target.files.slice(0, MAX_PHOTOS_PER_SHOW)) {
      body.append('photos', file, file.name);
    }
    try {
      await restRequest(`/api/shows/${id}/photos`, { method: 'POST', body });
      attached += 1;
    } catch {
      // Counted as failed below; the show itself is logged.
    }
  }
  return { attached, failed: targets.length - attached };
}
