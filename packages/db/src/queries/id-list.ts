import type { Compilable, Kysely } from 'kysely';
import { preparedQuery } from '../prepared-query';
import type { DB, Handle } from '../schema';

/** The sizes id lists are padded to: one statement per size, built once (preparedQuery). */
const ID_LIST_SIZES = [1, 4, 16, 51, 201];

/**
 * A query over a list of ids (`in (...)`), built and compiled once per list
 * size of ID_LIST_SIZES: a list is padded to the next size by repeating its
 * last id (which changes no answer). Longer lists are built each time.
 */
export function idListQuery<Query extends Compilable>(
  build: (db: Kysely<DB>, ids: readonly number[]) => Query,
) {
  const bySize = new Map(
    ID_LIST_SIZES.map((size) => [
      size,
      preparedQuery((db: Kysely<DB>, ...ids: number[]) => build(db, ids)),
    ]),
  );
  return {
    async execute(db: Handle, ids: readonly number[]): Promise<RowOf<Query>[]> {
      const size = ID_LIST_SIZES.find((n) => n >= ids.length);
      if (size === undefined || db.isTransaction) {
        return (await db.executeQuery(build(db as Kysely<DB>, ids))).rows as RowOf<Query>[];
      }
      const padded = [...ids];
      while (padded.length < size) padded.push(ids[ids.length - 1]!);
      return bySize.get(size)!.execute(db as Kysely<DB>, ...padded) as Promise<RowOf<Query>[]>;
    },
  };
}

type RowOf<Query> = Query extends Compilable<infer R> ? R : never;
