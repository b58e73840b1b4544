import type { Page } from '@playwright/test';
import { expectAccessibleInBothSchemes } from '../support/a11y';
import { artistPath, scrollUntilVisible } from '../support/app';
import { recordProcedureCalls } from '../support/network';
import * as profile from '../support/profile';
import { createArtistViaApi, uniqueName } from '../support/seed';
import { logShowWithSetlist, songsPath } from '../support/songs';
import { expect, test } from '../support/test';
import { newUser, registerViaApi, signUp, signUpWithOther } from '../support/users';

/**
 * The songs screens at phone width: an artist's songs as three people's
 * setlists played them, the viewer's songs heard live on their profile, and
 * the staples they are still chasing, with the rare moments they were at.
 */
test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'light' });

/** axe over the page as it is now, in light and dark mode. */
const expectAccessible = (page: Page, where: string) =>
  expectAccessibleInBothSchemes(page, `${where} (phone)`);

/** A song's card on the songs page, by its title. */
function songRow(page: Page, title: string) {
  return page
    .getByRole('list', { name: 'Songs' })
    .getByRole('listitem', { name: title, exact: true });
}

test('three setlists: the songs page, songs heard live and the chase list', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  const artist = uniqueName('Setlist Band');
  // Ben logs on the API context `request`, Cleo on one of her own, I on the page's.
  const { other: ben } = await signUpWithOther(page, request, { me: 'songs', other: 'ben' });
  const cleoRequest = await playwright.request.newContext({ baseURL });
  await registerViaApi(cleoRequest, newUser('cleo'));

  // Three gigs: mine first. The opener is played at all three (I was at its first);
  // the staple at Ben's and Cleo's, never at mine; two songs only at mine.
  const mine = await logShowWithSetlist(
    page.request,
    { artist, city: 'Lisbon', date: '2024-03-04' },
    ['Opener', 'Rare One', 'Rarer Two'],
  );
  await logShowWithSetlist(request, { artist, city: 'Porto', date: '2024-06-10' }, [
    'Opener',
    'Staple',
    'Deep Cut',
  ]);
  await logShowWithSetlist(cleoRequest, { artist, city: 'Madrid', date: '2025-01-20' }, [
    'Opener',
    'Staple',
    'Closer',
  ]);
  await cleoRequest.dispose();

  // The artist page has my chase list and links to the songs.
  await page.goto(artistPath(artist));
  await expect(page.getByRole('region', { name: 'Still chasing' })).toContainText(
    "Staple — Played at 2 of 3 logged gigs. You've never caught it.",
  );
  await page.getByRole('link', { name: 'Songs', exact: true }).click();
  await expect(page).toHaveURL(songsPath(artist));
  await expect(
    page.getByRole('heading', { level: 1, name: `${artist}: songs played live` }),
  ).toBeVisible();
  await expect(page.getByTestId('songs-gigs')).toHaveText('3 logged gigs with a setlist');
  await expect(page.getByTestId('songs-heard')).toHaveText("You've heard 3 of these 6 songs live");
  // Most played first.
  await expect(
    page.getByRole('list', { name: 'Songs' }).getByRole('listitem').first(),
  ).toHaveAccessibleName('Opener');
  const opener = songRow(page, 'Opener');
  await expect(opener).toContainText('Played at 3 of 3 gigs');
  await expect(opener).toContainText('First 4 Mar 2024');
  await expect(opener).toContainText('Last 20 Jan 2025');
  await expect(opener).toContainText('You heard it at: 4 Mar 2024');
  await expect(opener.getByRole('link', { name: '4 Mar 2024' })).toHaveAttribute(
    'href',
    `/show/${mine.id}`,
  );
  const staple = songRow(page, 'Staple');
  await expect(staple).toContainText('Played at 2 of 3 gigs');
  await expect(staple).toContainText('Not caught yet');
  await expectAccessible(page, 'Artist songs');

  // My profile: three different songs heard, all of the one artist, then what I still chase.
  // The section is last on the page: its heading is there at once, its reads wait until it
  // comes near the viewport.
  const calls = recordProcedureCalls(page);
  await profile.openOwn(page);
  const heard = page.getByRole('region', { name: 'Songs heard live' });
  await expect(page.getByTestId('seen-count')).toHaveText('1 show');
  await expect(heard.getByRole('heading', { name: 'Songs heard live' })).toBeAttached();
  await expect(heard.getByTestId('songs-heard-count')).toHaveCount(0);
  expect(calls).not.toContain('songs.ledger');
  await scrollUntilVisible(page, heard);
  await expect.poll(() => calls).toContain('songs.ledger');
  await expect(heard.getByTestId('songs-heard-count')).toHaveText('3 different songs');
  await expect(
    heard
      .getByRole('list', { name: 'Top artists' })
      .getByRole('listitem')
      .filter({ hasText: artist }),
  ).toContainText('3 songs');
  await expect(
    heard.getByRole('list', { name: 'Most heard songs' }).getByRole('listitem'),
  ).toHaveCount(3);
  await expect(
    heard.getByRole('link', { name: 'heard 1×, first on 4 Mar 2024' }).first(),
  ).toHaveAttribute('href', `/show/${mine.id}`);

  const chase = page.getByRole('region', { name: 'Still chasing' });
  await expect(chase.getByTestId('chase-caption')).toHaveText(`${artist} · 3 songs heard live`);
  const toCatch = chase.getByRole('list', { name: 'Songs still to catch' }).getByRole('listitem');
  await expect(toCatch.first()).toHaveText(
    "Staple — Played at 2 of 3 logged gigs. You've never caught it.",
  );
  await expect(toCatch).toHaveCount(3);
  const moments = chase.getByRole('list', { name: 'Rare moments' });
  await expect(
    moments.getByRole('link', { name: 'You were at the first logged performance of Opener' }),
  ).toHaveAttribute('href', `/show/${mine.id}`);
  await expect(
    moments.getByRole('link', {
      name: 'You were at the only performance of Rare One among 3 logged gigs',
    }),
  ).toBeVisible();
  await heard.scrollIntoViewIfNeeded();
  await expectAccessible(page, 'Profile, songs heard live');

  // Wrapped counts them too, beside the other figures.
  const wrapped = await profile.openWrapped(page);
  await expect(
    wrapped.getByTestId('wrapped-card').getByRole('group', { name: 'Songs heard live' }),
  ).toContainText('3');
  await page.keyboard.press('Escape');
  await expect(wrapped).toBeHidden();

  // Ben's profile, as I see it: his chase list and his moments speak of him.
  await page.goto(`/profile/${ben.id}`);
  const his = page.getByRole('region', { name: 'Still chasing' });
  await scrollUntilVisible(page, his);
  await expect(
    his.getByRole('list', { name: 'Songs still to catch' }).getByRole('listitem').first(),
  ).toHaveText(`Closer — Played at 1 of 3 logged gigs. ${ben.displayName} has never caught it.`);
  await expect(
    his.getByRole('link', {
      name: `${ben.displayName} was at the only performance of Deep Cut among 3 logged gigs`,
    }),
  ).toBeVisible();
});

test('an artist without setlists, and one that does not exist', async ({ page }) => {
  await signUp(page, newUser('nosongs'));
  const artist = uniqueName('Quiet Band');
  await createArtistViaApi(page.request, artist);
  await page.goto(songsPath(artist));
  await expect(page.getByTestId('songs-gigs')).toHaveText('0 logged gigs with a setlist');
  await expect(page.getByText(`No setlists logged for ${artist} yet`)).toBeVisible();
  // No setlist, no chase list on the artist page.
  await page.getByRole('link', { name: artist, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: artist })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Still chasing' })).toHaveCount(0);

  await page.goto(songsPath(uniqueName('Nobody')));
  await expect(page.getByText('Artist Not Found')).toBeVisible();
});
