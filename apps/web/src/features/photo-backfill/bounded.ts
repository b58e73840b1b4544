/**
 * `fn` over every item, at most `limit` at a time, answering in the items'
 * order; `onSettled` hears each item as it is done (for a progress bar).
 * Stops starting items once `signal` aborts (those running finish).
 */
export async function mapBounded<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
  {
    onSettled,
    signal,
  }: { onSettled?: (index: number, result: R) => void; signal?: AbortSignal } = {},
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length && !signal?.aborted) {
      const index = next;
      next += 1;
      results[index] = await fn(items[index]!, index);
      onSettled?.(index, results[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
