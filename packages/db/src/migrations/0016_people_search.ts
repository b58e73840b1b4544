import { sql, type Kysely } from 'kysely';
import { createIndex, keyType } from './helpers';

// Frozen once landed. People search by name.
//
// - users.display_name_key: the display name normalised as username_key is
//   (accents removed, lower case, spaces collapsed), the order of a search's
//   people and the source of their terms.
// - user_search_terms: per account, the keys its names start with: the whole
//   display name key and the whole username key (word 0), and every suffix of
//   them starting at a later word (word 1: 'silva' of 'pedro silva', '3' of
//   'demo_3'). A prefix or word-start match is then one index range on
//   (word, term, user_id); the primary key (user_id, term) serves an
//   account's own terms (rewritten with its names, probed per followee).
//
// The accounts already there get their key and terms here.

/** normalizeKey as it was when this migration landed (it must not follow later changes). */
function keyOf(s: string): string {
  return s.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The terms of one account, as user-search-terms.ts made them when this migration landed. */
function termsOf(usernameKey: string, displayNameKey: string): { term: string; word: number }[] {
  const terms = new Map<string, number>();
  const wordChar = /[\p{L}\p{N}]/u;
  for (const key of [displayNameKey, usernameKey]) {
    if (!key) continue;
    terms.set(key, 0);
    const chars = Array.from(key);
    let offset = 0;
    for (let i = 0; i < chars.length; i++) {
      const ch = chars[i]!;
      if (i > 0 && wordChar.test(ch) && !wordChar.test(chars[i - 1]!)) {
        const term = key.slice(offset);
        if (!terms.has(term)) terms.set(term, 1);
      }
      offset += ch.length;
    }
  }
  return [...terms].map(([term, word]) => ({ term, word }));
}

const PAGE = 500;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('display_name_key', keyType(db), (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createTable('user_search_terms')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('term', keyType(db), (c) => c.notNull())
    .addColumn('word', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_search_terms_pk', ['user_id', 'term'])
    .execute();
  await createIndex(db, 'user_search_terms_word_idx', 'user_search_terms', [
    'word',
    'term',
    'user_id',
  ]);

  const users = db as Kysely<{
    users: { id: number; display_name_key: string };
    user_search_terms: { user_id: number; term: string; word: number };
  }>;
  for (let after = 0; ;) {
    const { rows: page } = await sql<{ id: number; username_key: string; display_name: string }>`
      select id, username_key, display_name from users
      where id > ${after} order by id limit ${PAGE}`.execute(db);
    if (page.length === 0) break;
    const rows: { user_id: number; term: string; word: number }[] = [];
    for (const user of page) {
      const displayNameKey = keyOf(user.display_name);
      await users
        .updateTable('users')
        .set({ display_name_key: displayNameKey })
        .where('id', '=', user.id)
        .execute();
      for (const t of termsOf(user.username_key, displayNameKey))
        rows.push({ user_id: user.id, ...t });
    }
    for (let i = 0; i < rows.length; i += PAGE) {
      await users
        .insertInto('user_search_terms')
        .values(rows.slice(i, i + PAGE))
        .execute();
    }
    after = page.at(-1)!.id;
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_search_terms').execute();
  await db.schema.alterTable('users').dropColumn('display_name_key').execute();
}
