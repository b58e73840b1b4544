import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/env';

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
