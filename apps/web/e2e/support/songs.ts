// Shows logged with their setlists through the documented REST API, and the songs screens' addresses.
import type { APIRequestContext } from '@playwright/test';
import type { Show } from '@gigrank/domain';
import { artistPath } from './app';
import { logShow, type ShowFields } from './seed';
import { putSetlist } from './setlists';

/** Logs a show (see logShow) as `request`'s user and writes its setlist, these titles in order. */
export async function logShowWithSetlist(
  request: APIRequestContext,
  show: ShowFields,
  titles: readonly string[],
): Promise<Show> {
  const logged = await logShow(request, show);
  return putSetlist(
    request,
    logged.id,
    titles.map((title) => ({ title })),
  );
}

/** An artist's songs page. */
export function songsPath(artist: string): string {
  return `${artistPath(artist)}/songs`;
}
