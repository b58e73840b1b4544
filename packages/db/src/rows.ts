import type { Selectable } from 'kysely';
import type { DB, Handle } from './schema';

// Reading and deleting rows by the values of some of their columns, the
// lookups by key that every table has. Shows and users are not offered:
// their reads start from the visibility rule (visibility.ts), or are listed
// exceptions in test/visibility.test.ts. Each function is typed by its
// table; inside, the table is named as venues is (Kysely cannot follow a
// table chosen by a type parameter through its builders).

/** Every table but shows and users. */
type Table = Exclude<keyof DB, 'shows' | 'users'>;

/** Column values a row must hold, all of them (`{ user_id: 3, id: 'abc' }`). */
type Match<T extends Table> = Partial<Selectable<DB[T]>>;

/** The row of `table` holding `match`, if any. */
export function rowWhere<T extends Table>(
  db: Handle,
  table: T,
  match: Match<T>,
): Promise<Selectable<DB[T]> | undefined> {
  return db
    .selectFrom(table as 'venues')
    .selectAll()
    .where((eb) => eb.and(match as Match<'venues'>))
    .executeTakeFirst() as Promise<Selectable<DB[T]> | undefined>;
}

/** One column of the row of `table` holding `match`, undefined when there is none. */
export async function valueWhere<T extends Table, C extends keyof Selectable<DB[T]> & string>(
  db: Handle,
  table: T,
  column: C,
  match: Match<T>,
): Promise<Selectable<DB[T]>[C] | undefined> {
  const row = await db
    .selectFrom(table as 'venues')
    .select(column as 'id')
    .where((eb) => eb.and(match as Match<'venues'>))
    .executeTakeFirst();
  return (row as Selectable<DB[T]> | undefined)?.[column];
}

/** Deletes the rows of `table` holding `match`; whether any went. */
export async function deleteWhere<T extends Table>(
  db: Handle,
  table: T,
  match: Match<T>,
): Promise<boolean> {
  const { numDeletedRows } = await db
    .deleteFrom(table as 'venues')
    .where((eb) => eb.and(match as Match<'venues'>))
    .executeTakeFirst();
  return numDeletedRows > 0n;
}

/** Deletes the rows of `table` whose time `column` (ISO text) is before `before`; how many went. */
export async function deleteBefore<T extends Table>(
  db: Handle,
  table: T,
  column: keyof Selectable<DB[T]> & string,
  before: string,
): Promise<number> {
  const { numDeletedRows } = await db
    .deleteFrom(table as 'imports')
    .where(column as 'updated_at', '<', before)
    .executeTakeFirst();
  return Number(numDeletedRows);
}
