import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import {
  artistPath,
  expectFeed,
  followingList,
  leaderboardRow,
  loadedFeed,
  toast,
} from '../support/app';
import {
  failProcedure,
  holdProcedure,
  recordProcedureCalls,
  stubProcedure,
  pagesWithoutFirstScreen,
} from '../support/network';
import { daysAgo, followViaApi, logShow, longDate, uniqueName } from '../support/seed';
import { followButton } from '../support/privacy';
import {
  newUser,
  registerUser,
  registerViaApi,
  signUp,
  signUpOnHome,
  type SignedUpUser,
} from '../support/users';

test.describe('Home: Activity', () => {
  test('no shows yet: the empty state offers to rate the first one', async ({ page }) => {
    // Other tests log shows on the same server: the feed answers [] here.
    await stubProcedure(page, 'shows.feed', { data: [] });
    await registerUser(page);

    await expect(page.getByRole('tab', { name: 'Activity' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByText('No shows have been rated yet.')).toBeVisible();
    const cta = page.getByRole('link', { name: 'Rate your first show' });
    await expect(cta).toHaveAttribute('href', '/add-show');
    await cta.click();
    await expect(page).toHaveURL('/add-show');
    await expect(page.getByRole('heading', { name: 'Add New Show' })).toBeVisible();
  });

  test('three skeleton cards while loading; a load error offers a retry', async ({ page }) => {
    await signUp(page);
    await pagesWithoutFirstScreen(page);
    await stubProcedure(page, 'shows.feed', { error: { message: 'boom' } });
    const release = await holdProcedure(page, 'shows.feed');
    await page.goto('/');

    await expect(page.getByLabel('Loading activity').locator('.mantine-Card-root')).toHaveCount(3);
    release();
    await expect(page.getByText('Failed to fetch shows')).toBeVisible();
    await page.unrouteAll({ behavior: 'wait' });
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('Failed to fetch shows')).toBeHidden();
    await expect(loadedFeed(page)).toBeVisible();
  });

  test('a feed card: poster, time, artist and guests, date, city, score, notes, song, rank, likes', async ({
    page,
  }) => {
    const me = await signUp(page, newUser('poster'));
    const artist = uniqueName('Feed Headliner');
    const guests = [uniqueName('Feed Guest A'), uniqueName('Feed Guest B')];
    const date = daysAgo(3);
    const show = await logShow(page.request, {
      artist,
      guests,
      date,
      city: 'Porto',
      score: 92,
      notes: 'Encore went on for half an hour.',
      favoriteSong: 'Midnight Train',
    });
    await page.goto('/');

    const formatted = longDate(date);
    const card = page.getByRole('article', { name: `${artist} on ${formatted} by ${me.username}` });
    await expect(card).toBeVisible();

    const poster = card.getByRole('link', { name: me.username, exact: true });
    await expect(poster).toHaveAttribute('href', `/user/${me.id}`);
    await expect(card.getByText(/^(just now|\d+ seconds? ago)$/)).toBeVisible();
    await expect(card.getByRole('link', { name: artist, exact: true })).toHaveAttribute(
      'href',
      artistPath(artist),
    );
    await expect(card.getByText(`with ${guests[0]}, ${guests[1]}`)).toBeVisible();
    for (const guest of guests) {
      await expect(card.getByRole('link', { name: guest, exact: true })).toHaveAttribute(
        'href',
        artistPath(guest),
      );
    }
    await expect(card.getByText(formatted, { exact: true })).toBeVisible();
    await expect(card.getByText('Porto', { exact: true })).toBeVisible();
    await expect(card.getByLabel('Score 92 out of 100')).toHaveText('92');
    await expect(card.getByText('Loved it!')).toBeVisible();
    await expect(card.getByText('Encore went on for half an hour.')).toBeVisible();
    await expect(card.getByText('Favorite song: Midnight Train')).toBeVisible();
    await expect(card.getByText('Ranked #1')).toBeVisible();
    await expect(card.getByRole('link', { name: '0 comments', exact: true })).toHaveAttribute(
      'href',
      `/show/${show.id}`,
    );

    // Like: a toggle, optimistic, kept by the server.
    const like = card.getByRole('button', { name: /, like this show$/ });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(like).toHaveText('0');
    const kept = page.waitForResponse((r) => new URL(r.url()).pathname.includes('social.like'));
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveText('1');
    // Its name starts with the count it shows (WCAG 2.5.3).
    await expect(like).toHaveAccessibleName('1 like, like this show');
    // The reload comes once the server has the like (a reload sooner would cancel it).
    await kept;
    await page.reload();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveText('1');

    // A failed unlike reverts, with a toast.
    const restore = await failProcedure(page, 'social.unlike');
    await like.click();
    await expect(toast(page, 'Error')).toBeVisible();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveText('1');
    await restore();
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(like).toHaveText('0');

    // The artist link goes to the artist page; the card body to the show.
    await card.getByRole('link', { name: guests[1], exact: true }).click();
    await expect(page).toHaveURL(artistPath(guests[1]!));
    await page.goBack();
    await card.getByText('Encore went on for half an hour.').click();
    await expect(page).toHaveURL(`/show/${show.id}`);
  });
});

/**
 * The Follow button on `user`'s open profile (following or unfollowing them), what it then
 * says, then Home from the tab bar (no reload), open on `feed`.
 */
async function followThenHome(
  page: Page,
  user: SignedUpUser,
  after: { toast: string; button: string; feed: 'Following' | 'Everyone' },
): Promise<void> {
  await followButton(page).click();
  await expect(toast(page, after.toast)).toContainText(user.displayName);
  await expect(followButton(page)).toHaveText(after.button);
  await page.locator('#tab-home').click();
  await expect(page).toHaveURL('/');
  await expectFeed(page, after.feed);
}

test.describe('Home: Following or Everyone', () => {
  test('following someone makes Following the default within the visit; unfollowing, Everyone', async ({
    page,
    request,
  }) => {
    // Ana has a show; a new user signs up (following nobody: Home opens on Everyone).
    const ana = await registerViaApi(request, newUser('ana'));
    const artist = uniqueName('Followed Act');
    const date = daysAgo(4);
    await logShow(request, { artist, date, city: 'Lisbon', score: 77 });
    await registerUser(page, newUser('newcomer'));
    await expectFeed(page, 'Everyone');

    // Follow her from her profile, then Home from the tab bar: no reload in between.
    await page.goto(`/profile/${ana.id}`);
    await followThenHome(page, ana, { toast: 'Following', button: 'Following', feed: 'Following' });
    await expect(
      followingList(page).getByRole('article', {
        name: `${artist} on ${longDate(date)} by ${ana.username}`,
      }),
    ).toBeVisible();

    // Unfollow (her profile through the browser's history): Everyone is the default again.
    await page.goBack();
    await expect(page).toHaveURL(`/profile/${ana.id}`);
    await followThenHome(page, ana, { toast: 'Unfollowed', button: 'Follow', feed: 'Everyone' });
    await expect(loadedFeed(page)).toBeVisible();
    await expect(followingList(page)).toHaveCount(0);
  });
});

test.describe('Home: leaderboards', () => {
  test('each tab loads only when selected, with five skeleton rows', async ({ page }) => {
    const calls = recordProcedureCalls(page);
    const leaderboardCalls = () => calls.filter((name) => name.startsWith('leaderboard.'));
    await signUpOnHome(page);
    await expect(loadedFeed(page)).toBeVisible();
    expect(leaderboardCalls()).toEqual([]);

    const releaseArtists = await holdProcedure(page, 'leaderboard.artists');
    await page.getByRole('tab', { name: 'Artist Leaderboard' }).click();
    const loadingArtists = page.getByLabel('Loading artist leaderboard');
    await expect(loadingArtists.locator('li')).toHaveCount(5);
    releaseArtists();
    await expect(loadingArtists).toBeHidden();
    // Request events reach the test asynchronously: poll for the one that must have gone out.
    await expect.poll(leaderboardCalls).toContain('leaderboard.artists');
    expect(leaderboardCalls()).not.toContain('leaderboard.users');

    const releaseUsers = await holdProcedure(page, 'leaderboard.users');
    await page.getByRole('tab', { name: 'User Leaderboard' }).click();
    await expect(page.getByLabel('Loading user leaderboard').locator('li')).toHaveCount(5);
    releaseUsers();
    await expect(page.getByRole('list', { name: 'User Leaderboard' })).toBeVisible();
    await expect.poll(leaderboardCalls).toContain('leaderboard.users');
    await expect(page).toHaveURL('/?tab=users');

    // Back to Activity (the default: a bare '/'), served from the cache.
    await page.getByRole('tab', { name: 'Activity' }).click();
    await expect(page).toHaveURL('/');
    await expect(loadedFeed(page)).toBeVisible();
  });

  test('artist leaderboard: show count, rounded average, opens the artist page', async ({
    page,
  }) => {
    await signUpOnHome(page);
    const artist = uniqueName('Board Band');
    // Three shows: 90, 71 and 80 average 80.33 -> 80.
    for (const score of [90, 71, 80]) await logShow(page.request, { artist, score });

    await page.getByRole('tab', { name: 'Artist Leaderboard' }).click();
    await expect(page).toHaveURL('/?tab=artists');
    const row = page
      .getByRole('list', { name: 'Artist Leaderboard' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: artist, exact: true }) });
    await expect(row.getByText('3 shows', { exact: true })).toBeVisible();
    await expect(row.getByLabel('Average score 80 out of 100')).toHaveText('80');
    await row.click();
    await expect(page).toHaveURL(artistPath(artist));
  });

  test('user leaderboard: singular only for 1, ranks 1-3 highlighted', async ({ page }) => {
    const people = [
      { showsCount: 2, followersCount: 3 },
      { showsCount: 1, followersCount: 1 },
      { showsCount: 1, followersCount: 0 },
      { showsCount: 0, followersCount: 2 },
    ].map((counts, i) => ({
      id: 900_001 + i,
      username: `board_${i + 1}`,
      displayName: `Board Person ${i + 1}`,
      profilePicture: null,
      rank: i + 1,
      ...counts,
    }));
    await stubProcedure(page, 'leaderboard.users', { data: { users: people, nextOffset: null } });
    await signUpOnHome(page);
    await page.getByRole('tab', { name: 'User Leaderboard' }).click();

    const texts = [
      '2 shows · 3 followers',
      '1 show · 1 follower',
      '1 show · 0 followers',
      '0 shows · 2 followers',
    ];
    for (const [i, person] of people.entries()) {
      const row = leaderboardRow(page, person.displayName);
      await expect(row.getByText(texts[i]!, { exact: true })).toBeVisible();
      await expect(row.getByText(`Rank ${i + 1}`)).toBeAttached();
      if (i < 3) await expect(row).toHaveAttribute('data-highlighted', 'true');
      else await expect(row).not.toHaveAttribute('data-highlighted');
    }
  });

  test("user leaderboard: pluralised counts, 'You', Follow -> Following and back", async ({
    page,
    request,
  }) => {
    // Enough shows to sit in the home's top 20 whatever else runs beside it
    // (other specs' users log up to two dozen shows).
    test.slow();
    const me = await signUpOnHome(page, newUser('me'));
    for (let i = 0; i < 30; i += 1) await logShow(page.request, { artist: uniqueName('Mine') });

    // Ona: thirty shows, one follower. Tom: thirty-one shows, no followers.
    // (`request` is signed in as each in turn.)
    const ona = await registerViaApi(request, newUser('ona'));
    for (let i = 0; i < 30; i += 1) await logShow(request, { artist: uniqueName('Ona') });
    const tom = await registerViaApi(request, newUser('tom'));
    for (let i = 0; i < 31; i += 1) await logShow(request, { artist: uniqueName('Tom') });
    await followViaApi(request, tom.id, ona.id);

    await page.getByRole('tab', { name: 'User Leaderboard' }).click();
    const mine = leaderboardRow(page, me.displayName);
    await expect(mine.getByText('30 shows · 0 followers')).toBeVisible();
    const you = mine.getByRole('link', { name: 'You' });
    await expect(you).toHaveAttribute('href', '/profile');
    await expect(mine.getByRole('button', { name: /Follow/ })).toHaveCount(0);

    const onaRow = leaderboardRow(page, ona.displayName);
    await expect(onaRow.getByText('30 shows · 1 follower', { exact: true })).toBeVisible();
    const tomRow = leaderboardRow(page, tom.displayName);
    await expect(tomRow.getByText('31 shows · 0 followers', { exact: true })).toBeVisible();
    await expect(tomRow.getByRole('link', { name: /^View/ })).toHaveAttribute(
      'href',
      `/profile/${tom.id}`,
    );

    // Follow: the label flips after success, with the toast; followers update.
    const follow = onaRow.getByRole('button', { name: 'Follow', exact: true });
    await follow.click();
    await expect(toast(page, 'Following')).toContainText(
      `You are now following ${ona.displayName}`,
    );
    await expect(onaRow.getByRole('button', { name: 'Following' })).toBeEnabled();
    await expect(onaRow.getByText('30 shows · 2 followers', { exact: true })).toBeVisible();

    // Unfollow.
    await onaRow.getByRole('button', { name: 'Following' }).click();
    await expect(toast(page, 'Unfollowed')).toContainText(`You have unfollowed ${ona.displayName}`);
    await expect(onaRow.getByRole('button', { name: 'Follow', exact: true })).toBeEnabled();
    await expect(onaRow.getByText('30 shows · 1 follower', { exact: true })).toBeVisible();

    // A failed follow: the error toast, and the label stays.
    await failProcedure(page, 'follows.follow');
    await tomRow.getByRole('button', { name: 'Follow', exact: true }).click();
    await expect(toast(page, 'Error')).toContainText('Failed to follow user. Please try again.');
    await expect(tomRow.getByRole('button', { name: 'Follow', exact: true })).toBeEnabled();

    await you.click();
    await expect(page).toHaveURL('/profile');
    expect(me.id).toBeGreaterThan(0);
  });
});
