import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/env';

describe('DATABASE_POOL_SIZE', () => {
  it('sizes the PostgreSQL pool of each server process: 10 unless set, a whole number of at least 1', () => {
    const poolSize = (DATABASE_POOL_SIZE?: string) =>
      loadConfig({ DATABASE_POOL_SIZE }).databasePoolSize;
    expect(poolSize()).toBe(10);
    expect(poolSize('')).toBe(10);
    expect(poolSize('24')).toBe(24);
    expect(poolSize('0')).toBe(1);
    expect(() => poolSize('many')).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => poolSize('2.5')).toThrow(/DATABASE_POOL_SIZE/);
  });
});

describe('SETLISTFM_*', () => {
  it('sets up fetching by setlist.fm username only with a key, at setlist.fm unless another URL is given', () => {
    expect(loadConfig({}).setlistFm).toBeNull();
    expect(loadConfig({ SETLISTFM_API_KEY: '  ' }).setlistFm).toBeNull();
    expect(loadConfig({ SETLISTFM_API_KEY: 'k' }).setlistFm).toEqual({
      apiKey: 'k',
      url: 'https://api.setlist.fm/rest',
      timeoutMs: 10_000,
      dailyMax: 1440,
    });
    const local = loadConfig({
      SETLISTFM_API_KEY: 'k',
      SETLISTFM_API_URL: 'http://127.0.0.1:9999/rest/',
      SETLISTFM_TIMEOUT_MS: '2500',
      SETLISTFM_DAILY_MAX: '0',
    }).setlistFm;
    expect(local).toMatchObject({
      url: 'http://127.0.0.1:9999/rest',
      timeoutMs: 2500,
      dailyMax: 0,
    });
    expect(() => loadConfig({ SETLISTFM_API_KEY: 'k', SETLISTFM_API_URL: 'ftp://x' })).toThrow(
      /SETLISTFM_API_URL/,
    );
    expect(() => loadConfig({ SETLISTFM_API_KEY: 'k', SETLISTFM_DAILY_MAX: 'lots' })).toThrow(
      /SETLISTFM_DAILY_MAX/,
    );
  });
});
