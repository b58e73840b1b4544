import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as domain from '../src';
import {
  csvMappingAnswer,
  guessCsvMapping,
  tasteMatch,
  tasteMatchAnswer,
  type LeaderboardPage,
  type LeaderboardUser,
} from '../src';

/** Every answer schema the package exports with an OpenAPI name, by export name. */
const named = Object.entries(domain).flatMap(([name, value]) => {
  if (!(value instanceof z.ZodType)) return [];
  const id = z.globalRegistry.get(value)?.id;
  return typeof id === 'string' ? [{ name, id, schema: value }] : [];
});

/** `value` as the schema reads it, nothing added, dropped or changed (JSON Schema's `additionalProperties: false`). */
const exactly = (schema: z.ZodType, value: unknown) => expect(schema.parse(value)).toEqual(value);

describe('answer schemas', () => {
  it('give each named shape its own id', () => {
    const byId = new Map<string, z.ZodType>();
    for (const { name, id, schema } of named) {
      const first = byId.get(id);
      expect(first === undefined || first === schema, `${name}: id ${id} taken`).toBe(true);
      byId.set(id, schema);
    }
    expect(byId.size).toBeGreaterThan(50);
  });

  it('convert to JSON Schema together, each a component', () => {
    const registry = z.registry<{ id: string }>();
    for (const { id, schema } of named) if (!registry.has(schema)) registry.add(schema, { id });
    const { schemas } = z.toJSONSchema(registry, { uri: (id) => `#/components/schemas/${id}` });
    expect(Object.keys(schemas).sort()).toEqual([...new Set(named.map((n) => n.id))].sort());
  });

  it('hold a taste match, its averages to two decimals', () => {
    const share = (artistName: string, yours: [number, number], theirs: [number, number]) => ({
      artistName,
      yours: { sum: yours[0], count: yours[1] },
      theirs: { sum: theirs[0], count: theirs[1] },
    });
    const match = tasteMatch([share('Mogwai', [175, 2], [250, 3]), share('Low', [90, 1], [81, 1])]);
    expect(match?.bothLoved.find((a) => a.artistName === 'Mogwai')?.theirAvg).toBe(83.33);
    exactly(tasteMatchAnswer, match);
  });

  it('hold a guessed CSV mapping, every field named', () => {
    exactly(csvMappingAnswer, guessCsvMapping(['Date', 'Band', 'City', 'Rating (out of 10)']));
  });
});

// Compile time: the leaderboard page is the shape the db package declared before.
type Declared = { users: (LeaderboardUser & { rank: number })[]; nextOffset: number | null };
const sameShape: [
  LeaderboardPage extends Declared ? 1 : 0,
  Declared extends LeaderboardPage ? 1 : 0,
] = [1, 1];
void sameShape;
