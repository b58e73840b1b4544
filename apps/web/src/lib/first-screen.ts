import { FIRST_SCREEN_ID, type FirstScreen, type User } from '@gigrank/domain';
import { sessionFromPage } from './session-check';
import { procedureAt, type TrpcUtils } from './trpc';

function isFirstScreen(value: unknown): value is FirstScreen {
  const v = value as FirstScreen | null;
  return typeof v === 'object' && v !== null && 'me' in v && Array.isArray(v.queries);
}

/**
 * Puts the first screen's answers in a query cache under the keys the
 * screen's own queries use, so it renders them without a round trip: the
 * page's (takeFirstScreen) or a server render's (entry-server.tsx).
 */
export function putFirstScreen(queries: FirstScreen['queries'], utils?: TrpcUtils): void {
  for (const query of queries) {
    const at = procedureAt(query.path, { utils }).utils;
    if (query.infinite) {
      at.setInfiniteData(query.input, { pages: [query.data], pageParams: [null] });
    } else {
      at.setData(query.input, query.data);
    }
  }
}

/**
 * Takes what the server sent with the page: who is signed in (the session
 * check needs no request), the first screen's answers (putFirstScreen) and
 * when its markup was rendered. Run once, before the router loads the first
 * route. `me` is undefined for a page without the block (the development
 * server, an offline copy of the app shell): the app then asks as before.
 */
export function takeFirstScreen(): { me?: User | null; renderedAt: number | null } {
  const block = document.getElementById(FIRST_SCREEN_ID);
  if (!block) return { renderedAt: null };
  block.remove();
  let data: unknown;
  try {
    data = JSON.parse(block.textContent ?? '');
  } catch {
    return { renderedAt: null };
  }
  if (!isFirstScreen(data)) return { renderedAt: null };
  sessionFromPage(data.me);
  putFirstScreen(data.queries);
  return {
    me: data.me,
    renderedAt: typeof data.renderedAt === 'number' ? data.renderedAt : null,
  };
}
