import {
  showRowById,
  type DB,
  type Kysely,
  type ShowRow,
  type Transaction,
  type UserRow,
} from '@gigrank/db';
import { notFound } from '../errors';
import { assertOwner, type Owned } from './access';

/**
 * The show, if the user may change it (or rank it: `what`): 404 when
 * missing, 403 when someone else's.
 */
export async function ownedShow(
  db: Kysely<DB> | Transaction<DB>,
  user: Pick<UserRow, 'id'>,
  showId: number,
  what: Extract<Owned, 'show' | 'ranking'> = 'show',
): Promise<ShowRow> {
  const row = await showRowById(db, showId);
  if (!row) throw notFound('Show not found');
  assertOwner(user, row.user_id, what);
  return row;
}
