/**
 * Optional paging of a long list: `limit` (1..LIST_PAGE_SIZE) rows after
 * `offset` rows. Without either the whole list comes back, as the spec's
 * paths answer; the web app always pages. Bad values are refused, not ignored.
 */
import { z } from 'zod';
import { LIST_PAGE_SIZE } from '../constants';
import { coercedWholeNumber } from './fields';

const pageLimitSchema = coercedWholeNumber(
  1,
  LIST_PAGE_SIZE,
  'limit must be a whole number from 1 to 50',
).optional();
const pageOffsetSchema = coercedWholeNumber(
  0,
  1_000_000,
  'offset must be a whole number, 0 or more',
).optional();

export const listPageSchema = z.object({ limit: pageLimitSchema, offset: pageOffsetSchema });
export type ListPage = z.output<typeof listPageSchema>;

/**
 * The same paging for tRPC, where infinite queries pass the position as
 * `cursor` (here, the number of rows already read); it becomes `offset`.
 */
export const listCursorSchema = z
  .object({ limit: pageLimitSchema, cursor: pageOffsetSchema })
  .transform(({ limit, cursor }): ListPage => ({ limit, offset: cursor }));

/** The rows of `list` a page asks for (all of them without a page). */
export function pageOf<T>(list: readonly T[], page: ListPage = {}): T[] {
  if (page.limit === undefined && page.offset === undefined) return [...list];
  const offset = page.offset ?? 0;
  return list.slice(offset, offset + (page.limit ?? LIST_PAGE_SIZE));
}
