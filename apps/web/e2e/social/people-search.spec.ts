// Finding people by name, at phone width: the header search lists people in their own
// 'People' group (first name, a later word, accents aside; the people you follow first) and
// opens their profile, where you follow them; the companion picker of Add New Show finds a
// friend by display name.
import type { Locator } from '@playwright/test';
import * as addShow from '../support/add-show';
import { openSearchDialog } from '../support/app';
import { uniqueSuffix } from '../support/seed';
import { expect, test } from '../support/test';
import { newUser, registerViaApi, signUpOnHome } from '../support/users';

test.use({ viewport: { width: 390, height: 844 } });

/** The 'People' group of the search dialog's results. */
const peopleGroup = (dialog: Locator) => dialog.getByRole('group', { name: 'People' });

test('a user finds a friend by first name in the header search and follows them', async ({
  page,
  request,
}) => {
  const tag = uniqueSuffix();
  const friend = await registerViaApi(request, {
    ...newUser('pedro'),
    displayName: `Pedro${tag} Silva${tag}`,
  });
  // Someone whose whole name starts with the friend's last name: first for a stranger.
  const other = await registerViaApi(request, {
    ...newUser('silva'),
    displayName: `Silva${tag} Aaron`,
  });
  await signUpOnHome(page);

  let dialog = await openSearchDialog(page);
  await dialog.getByPlaceholder('Search artists...').fill(`PEDRO${tag}`);
  const found = peopleGroup(dialog).getByRole('option', {
    name: new RegExp(`Pedro${tag} Silva${tag}`),
  });
  await expect(found).toBeVisible();
  await expect(found).toContainText(`@${friend.username}`);
  await found.click();
  await expect(page).toHaveURL(`/profile/${friend.id}`);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: `Pedro${tag} Silva${tag}` })).toBeVisible();

  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Following', exact: true })).toBeEnabled();

  // By the start of a later word: the friend now comes before a whole-name match.
  dialog = await openSearchDialog(page);
  await dialog.getByPlaceholder('Search artists...').fill(`silva${tag}`);
  const people = peopleGroup(dialog).getByRole('option');
  await expect(people).toHaveCount(2);
  await expect(people.first()).toContainText(`Pedro${tag} Silva${tag}`);
  await expect(people.nth(1)).toContainText(`@${other.username}`);
});

test('the companion picker finds "Zoe" by display name', async ({ page, request }) => {
  const tag = uniqueSuffix();
  const zoe = await registerViaApi(request, { ...newUser('zb'), displayName: `Zoë Bauer${tag}` });
  await signUpOnHome(page);
  const form = await addShow.goto(page);
  await addShow.picker(form, 'Companion').fill('Zoe');
  await addShow
    .suggestions(page, 'Companion')
    .getByRole('option', { name: new RegExp(`Zoë Bauer${tag}`) })
    .click();
  await expect(addShow.picker(form, 'Companion')).toHaveValue(zoe.username);
});
