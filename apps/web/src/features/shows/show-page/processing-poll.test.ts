import { describe, expect, it } from 'vitest';
import { processingPollDelay, processingPollInterval } from './processing-poll';

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

describe('processingPollInterval', () => {
  it('counts from the answer that first said processing, and stops when none is', () => {
    const query = { state: { dataUpdateCount: 40 } };
    expect(processingPollInterval(query, true)).toBe(1_500);
    query.state.dataUpdateCount = 52;
    expect(processingPollInterval(query, true)).toBe(5_000);
    query.state.dataUpdateCount = 53;
    expect(processingPollInterval(query, false)).toBe(false);
    // A photo added later starts again at 1.5 s.
    query.state.dataUpdateCount = 70;
    expect(processingPollInterval(query, true)).toBe(1_500);
  });
});
