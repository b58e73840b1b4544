import type { NearbyPlaces, PhotoEvening } from '@gigrank/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { trpc } from '../../lib/trpc';
import { mapBounded } from './bounded';

/** Evenings asked about at once: a few, so hundreds of photos' evenings do not flood the server. */
const ASK_AT_ONCE = 3;

/** What the server said about one evening's place. */
export type NearbyLookup =
  { status: 'loading' } | { status: 'found'; places: NearbyPlaces } | { status: 'failed' };

/**
 * The position sent: the evening's centre to four decimals (about 10 m),
 * which is all a venue needs; the photos themselves stay on the device.
 */
function nearbyInput(evening: PhotoEvening) {
  const round = (n: number) => Math.round(n * 10_000) / 10_000;
  return { lat: round(evening.centre.lat), lng: round(evening.centre.lng), date: evening.date };
}

/**
 * places.nearby once per evening, a few at a time, and `onFound` for each
 * answer (the proposal's first draft); `retry` asks again for one that failed.
 */
export function useNearbyLookups(
  evenings: readonly PhotoEvening[],
  onFound: (index: number, places: NearbyPlaces) => void,
) {
  const utils = trpc.useUtils();
  const [lookups, setLookups] = useState<NearbyLookup[]>([]);
  const found = useRef(onFound);
  useEffect(() => {
    found.current = onFound;
  });

  const ask = useCallback(
    async (evening: PhotoEvening, index: number, signal?: AbortSignal) => {
      const set = (lookup: NearbyLookup) => {
        if (signal?.aborted) return;
        setLookups((all) => all.map((old, i) => (i === index ? lookup : old)));
      };
      set({ status: 'loading' });
      try {
        const places = await utils.places.nearby.fetch(nearbyInput(evening));
        set({ status: 'found', places });
        if (!signal?.aborted) found.current(index, places);
      } catch {
        set({ status: 'failed' });
      }
    },
    [utils],
  );

  useEffect(() => {
    const controller = new AbortController();
    setLookups(evenings.map(() => ({ status: 'loading' })));
    void mapBounded(evenings, ASK_AT_ONCE, (evening, i) => ask(evening, i, controller.signal), {
      signal: controller.signal,
    });
    return () => controller.abort();
  }, [evenings, ask]);

  const retry = (index: number) => {
    const evening = evenings[index];
    if (evening) void ask(evening, index);
  };
  return { lookups, retry };
}
