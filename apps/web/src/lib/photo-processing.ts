/**
 * A photo is answered before its sizes are made: until they exist its entry
 * in a show's `photos` says `processing: true` and the screen shows a
 * placeholder. Every query whose answer holds such a photo asks again by
 * itself (the query client's default refetch interval), so a show page, an
 * artist's shows, a feed or a festival's photos show the photo once it is
 * made, without a reload.
 */

/**
 * How long a query waits before asking again while a photo's sizes are
 * being made: every 1.5 s at first (they take a second or two), then less
 * often the longer it takes (a busy server, or a job taken up again after
 * its process stopped, which can take a minute), so a screen left open does
 * not ask every second and a half for ever. `asked` is how many answers the
 * query has had so far.
 */
export function processingPollDelay(asked: number): number {
  if (asked <= 10) return 1_500;
  if (asked <= 20) return 5_000;
  return 30_000;
}

/** How deep an answer is searched for `photos`: a show in a page of an infinite list in a feed entry is 5 levels down. */
const SEARCH_DEPTH = 8;

function isProcessingPhoto(photo: unknown): boolean {
  return (
    typeof photo === 'object' &&
    photo !== null &&
    (photo as { processing?: unknown }).processing === true
  );
}

/** Whether an answer (any shape: a show, a list, an infinite query's pages) holds a photo still processing. */
export function holdsProcessingPhoto(data: unknown, depth = SEARCH_DEPTH): boolean {
  if (depth === 0 || typeof data !== 'object' || data === null) return false;
  if (Array.isArray(data)) return data.some((item) => holdsProcessingPhoto(item, depth - 1));
  const { photos } = data as { photos?: unknown };
  if (Array.isArray(photos) && photos.some(isProcessingPhoto)) return true;
  return Object.values(data).some((value) => holdsProcessingPhoto(value, depth - 1));
}

/**
 * What the search found, by answer: the interval is asked for on every render
 * of every screen with a query, and an answer is replaced, never changed, when
 * new data comes, so each answer is searched once.
 */
const searched = new WeakMap<object, boolean>();

function answerHoldsProcessingPhoto(data: unknown): boolean {
  if (typeof data !== 'object' || data === null) return false;
  let holds = searched.get(data);
  if (holds === undefined) {
    holds = holdsProcessingPhoto(data);
    searched.set(data, holds);
  }
  return holds;
}

/** Each query's answer count when its photo started processing. */
const processingSince = new WeakMap<object, number>();

/**
 * A query's refetch interval while its answer holds a photo still processing
 * (processingPollDelay, counted from the first answer that said so, so a
 * screen open for long starts quickly again for a photo added later), else false.
 */
export function processingPollInterval(query: {
  state: { data?: unknown; dataUpdateCount: number };
}): number | false {
  if (!answerHoldsProcessingPhoto(query.state.data)) {
    processingSince.delete(query);
    return false;
  }
  const count = query.state.dataUpdateCount;
  const since = processingSince.get(query) ?? count;
  processingSince.set(query, since);
  return processingPollDelay(count - since + 1);
}
