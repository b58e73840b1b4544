// Setlists: written through the API for setup, and the show page's setlist section and dialog.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { SetlistSong, Show } from '@gigrank/domain';
import { expectOk } from './seed';

/** Writes a show's whole setlist through PUT /api/shows/{id}/setlist as the user of `request`. */
export async function putSetlist(
  request: APIRequestContext,
  showId: number,
  songs: SetlistSong[],
): Promise<Show> {
  const response = await request.put(`/api/shows/${showId}/setlist`, { data: { songs } });
  await expectOk(response);
  return ((await response.json()) as { show: Show }).show;
}

/** A show's songs as its own answer (GET /api/shows/{id}) has them: lists leave them out. */
export async function songsOf(request: APIRequestContext, showId: number): Promise<SetlistSong[]> {
  const response = await request.get(`/api/shows/${showId}`);
  await expectOk(response);
  return ((await response.json()) as Show).setlist ?? [];
}

/** The show page's Setlist section. */
export function section(page: Page): Locator {
  return page.getByRole('region', { name: 'Setlist' });
}

/** The setlist dialog, whichever its title ('Add setlist', 'Edit setlist'). */
function dialog(page: Page): Locator {
  return page.getByRole('dialog', { name: /^(Add|Edit) setlist$/ });
}

/** One song's row in the dialog (1-based, as numbered). */
export function row(dialog: Locator, n: number): Locator {
  return dialog.getByRole('group', { name: `Song ${n}`, exact: true });
}

/** A song's title field in the dialog. */
export function title(dialog: Locator, n: number): Locator {
  return dialog.getByRole('combobox', { name: `Song ${n} title`, exact: true });
}

/** The main set's and the encore's songs as the section lists them. */
export function mainSet(section: Locator): Locator {
  return section.getByRole('list', { name: 'Main set' }).getByRole('listitem');
}

export function encore(section: Locator): Locator {
  return section.getByRole('list', { name: 'Encore' }).getByRole('listitem');
}

/** Opens the owner's setlist dialog from the section's button ('Add setlist' or 'Edit setlist'). */
export async function openDialog(page: Page, button: 'Add setlist' | 'Edit setlist') {
  await section(page).getByRole('button', { name: button }).click();
  const opened = dialog(page);
  await expect(opened).toBeVisible();
  return opened;
}
