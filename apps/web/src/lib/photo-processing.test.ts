import { describe, expect, it } from 'vitest';
import * as photoProcessing from './photo-processing';

const { holdsProcessingPhoto, processingPollDelay, processingPollInterval } = photoProcessing;

describe('processingPollDelay', () => {
  it('asks every 1.5 s for the first answers, then less often, never under 1.5 s or over 30 s', () => {
    expect(processingPollDelay(1)).toBe(1_500);
    expect(processingPollDelay(10)).toBe(1_500);
    expect(processingPollDelay(11)).toBe(5_000);
    expect(processingPollDelay(20)).toBe(5_000);
    expect(processingPollDelay(21)).toBe(30_000);
    expect(processingPollDelay(10_000)).toBe(30_000);
    // The first minute holds at most 10 + 9 asks; the next hour at most 120.
    let elapsed = 0;
    let asks = 0;
    while (elapsed < 60_000) elapsed += processingPollDelay(++asks);
    expect(asks).toBeLessThanOrEqual(19);
  });
});

const processing = { id: 1, processing: true };
const made = { id: 2, thumbnailUrl: '/photos/2/thumb.jpg' };

describe('holdsProcessingPhoto', () => {
  it('finds a processing photo in a show, a list, an infinite query and a feed entry', () => {
    expect(holdsProcessingPhoto({ id: 9, photos: [made, processing] })).toBe(true);
    expect(holdsProcessingPhoto([{ photos: [] }, { photos: [processing] }])).toBe(true);
    const infinite = {
      pages: [{ items: [{ photos: [made] }] }, { items: [{ photos: [processing] }] }],
    };
    expect(holdsProcessingPhoto(infinite)).toBe(true);
    expect(
      holdsProcessingPhoto({
        pages: [{ items: [{ kind: 'show', show: { photos: [processing] } }] }],
      }),
    ).toBe(true);
  });

  it('is false with every photo made, with none, and for answers without shows', () => {
    expect(holdsProcessingPhoto({ photos: [made] })).toBe(false);
    expect(holdsProcessingPhoto({ pages: [{ items: [{ photos: [] }] }] })).toBe(false);
    expect(holdsProcessingPhoto(undefined)).toBe(false);
    expect(holdsProcessingPhoto('processing')).toBe(false);
    // `processing` counts only on a photo.
    expect(holdsProcessingPhoto({ processing: true, photos: [made] })).toBe(false);
  });

  it('searches a bounded depth', () => {
    let deep: unknown = { photos: [processing] };
    for (let i = 0; i < 20; i += 1) deep = [deep];
    expect(holdsProcessingPhoto(deep)).toBe(false);
  });
});

describe('processingPollInterval', () => {
  it('counts from the answer that first said processing, and stops when none is', () => {
    const query: { state: { data?: unknown; dataUpdateCount: number } } = {
      state: { data: { photos: [processing] }, dataUpdateCount: 40 },
    };
    expect(processingPollInterval(query)).toBe(1_500);
    query.state.dataUpdateCount = 52;
    expect(processingPollInterval(query)).toBe(5_000);
    query.state = { data: { photos: [made] }, dataUpdateCount: 53 };
    expect(processingPollInterval(query)).toBe(false);
    // A photo added later starts again at 1.5 s.
    query.state = { data: { photos: [made, processing] }, dataUpdateCount: 70 };
    expect(processingPollInterval(query)).toBe(1_500);
  });
});
