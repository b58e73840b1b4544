/**
 * How long the show page waits before asking again while a photo's sizes
 * are being made: every 1.5 s at first (they take a second or two), then
 * less often the longer it takes (a busy server, or a job taken up again
 * after its process stopped, which can take a minute), so a page left open
 * does not ask every second and a half for ever. `asked` is how many
 * answers the page has had so far.
 */
export function processingPollDelay(asked: number): number {
  if (asked <= 10) return 1_500;
  if (asked <= 20) return 5_000;
  return 30_000;
}

/** Each query's answer count when its photo started processing. */
const processingSince = new WeakMap<object, number>();

/**
 * A query's refetch interval while `processing` (processingPollDelay,
 * counted from the first answer that said so, so a page open for long
 * starts quickly again for a photo added later), else false.
 */
export function processingPollInterval(
  query: { state: { dataUpdateCount: number } },
  processing: boolean,
): number | false {
  if (!processing) {
    processingSince.delete(query);
    return false;
  }
  const count = query.state.dataUpdateCount;
  const since = processingSince.get(query) ?? count;
  processingSince.set(query, since);
  return processingPollDelay(count - since + 1);
}
