import type { Kysely, Selectable } from 'kysely';
import { preparedQuery } from './prepared-query';
import type { DB, Handle, UserRow } from './schema';

// The credentials a request signs in with: a session (the cookie) and a
// personal access token. Each is a row of its user, stored as the hash of its
// secret, and looked up by that hash on every request it comes with.

type CredentialTable = 'sessions' | 'api_tokens';

/** Marks the credential's columns in the row beside its user's (no user column has it). */
const PREFIX = 'credential_';

/** Names for a credential's columns, as its readers know them (`{ lastSeenAt: 'last_seen_at' }`). */
type Fields<T extends CredentialTable> = Record<string, keyof Selectable<DB[T]> & string>;

/** A credential found by its hash under `Key`, with `F`'s names for its columns, and its user. */
type CredentialWithUser<T extends CredentialTable, Key extends string, F extends Fields<T>> = {
  [K in Key]: { [N in keyof F]: Selectable<DB[T]>[F[N]] };
} & { user: UserRow };

/**
 * The lookup of a credential of `table` by the hash of its secret, with its
 * user, in one query built once (preparedQuery: it runs on every request the
 * credential comes with): the credential's `fields` under `key` beside its
 * user, or undefined when no credential has that hash.
 */
export function credentialByHash<
  T extends CredentialTable,
  Key extends string,
  F extends Fields<T>,
>(
  table: T,
  key: Key,
  fields: F,
): (db: Handle, tokenHash: string) => Promise<CredentialWithUser<T, Key, F> | undefined> {
  // Typed as sessions (Kysely cannot follow a table chosen by a type parameter).
  const credential = table as 'sessions';
  const names = Object.keys(fields);
  const query = preparedQuery((db: Kysely<DB>, tokenHash: string) =>
    db
      .selectFrom(credential)
      .innerJoin('users', 'users.id', `${credential}.user_id`)
      .selectAll('users')
      .select((eb) =>
        names.map((n) => eb.ref(`${credential}.${fields[n]}` as 'sessions.id').as(PREFIX + n)),
      )
      .where(`${credential}.token_hash`, '=', tokenHash),
  );
  return async (db, tokenHash) => {
    const row: Record<string, unknown> | undefined = await query.executeTakeFirst(db, tokenHash);
    if (!row) return undefined;
    const found = Object.fromEntries(names.map((n) => [n, row[PREFIX + n]]));
    const user = Object.fromEntries(Object.entries(row).filter(([k]) => !k.startsWith(PREFIX)));
    return { [key]: found, user } as CredentialWithUser<T, Key, F>;
  };
}
