// The friends around a show, at phone width: two users who log the same gig
// (artist, date, city) each see the other ('Also there: ...') on their show page and feed
// card, and the gig page lists both shows; someone who follows one of them opens Home on
// Following, with only that person's shows and plans, and pages it with 'Load more'.
import type { Browser, Locator, Page } from '@playwright/test';
import { FOLLOWING_FEED_PAGE, gigPath } from '@gigrank/domain';
import { pngFile } from '../support/files';
import { recordProcedureCalls } from '../support/network';
import { daysAgo, expectOk, followViaApi, logShow, longDate, uniqueName } from '../support/seed';
import { expectFeed, feedSwitch, followingList, scrollUntilVisible } from '../support/app';
import { adoptAfterNavigationsIn, expect, test } from '../support/test';
import { newUser, registerViaApi, type SignedUpUser } from '../support/users';

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

/** A user signed in on a browser of their own (REST registration: the cookie is the page's). */
async function signedInBrowser(
  browser: Browser,
  prefix: string,
): Promise<{ page: Page; user: SignedUpUser; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: PHONE });
  adoptAfterNavigationsIn(context);
  const page = await context.newPage();
  const user = await registerViaApi(page.request, newUser(prefix));
  return { page, user, close: () => context.close() };
}

/** A feed card by its accessible name ('{artist} on {date} by {username}') and its city. */
function feedCard(
  page: Page,
  artist: string,
  date: string,
  username: string,
  city = 'Lisbon',
): Locator {
  return page
    .getByRole('article', { name: `${artist} on ${longDate(date)} by ${username}` })
    .filter({ hasText: city });
}

test.describe('who else was there', () => {
  test('two users log the same gig: each sees the other, and the gig page lists both', async ({
    page,
    browser,
  }) => {
    const artist = uniqueName('Same Gig');
    const date = daysAgo(10);
    const ana = await registerViaApi(page.request, newUser('ana'));
    const rui = await signedInBrowser(browser, 'rui');
    const anaShow = await logShow(page.request, {
      artist,
      date,
      city: 'Lisbon',
      score: 88,
      notes: 'Front row for the encore.',
      photos: [pngFile('crowd.png', 320, 240)],
    });
    const ruiShow = await logShow(rui.page.request, { artist, date, city: 'Lisbon', score: 72 });
    // The same artist and date in another city is another gig.
    await logShow(rui.page.request, { artist, date, city: 'Porto', score: 50 });
    const gig = gigPath({ artistId: anaShow.artistId!, cityId: anaShow.cityId!, date });

    // Each on their own show page.
    await page.goto(`/show/${anaShow.id}`);
    const anaAlso = page.getByRole('link', { name: `Also there: ${rui.user.displayName}` });
    await expect(anaAlso).toHaveAttribute('href', gig);
    await rui.page.goto(`/show/${ruiShow.id}`);
    await expect(
      rui.page.getByRole('link', { name: `Also there: ${ana.displayName}`, exact: true }),
    ).toHaveAttribute('href', gig);

    // On a feed card, the other is 'you'. Ana and Rui follow each other, so each finds the
    // other's card on Following, where other tests' shows can't push it out (the Everyone
    // feed is only the newest 50 of everyone's).
    await followViaApi(page.request, ana.id, rui.user.id);
    await followViaApi(rui.page.request, rui.user.id, ana.id);
    await page.goto('/');
    await expectFeed(page, 'Following');
    const ruiCard = feedCard(page, artist, date, rui.user.username);
    await expect(ruiCard.getByRole('link', { name: 'Also there: you' })).toHaveAttribute(
      'href',
      gig,
    );
    await rui.page.goto('/');
    await expectFeed(rui.page, 'Following');
    await expect(
      feedCard(rui.page, artist, date, ana.username).getByRole('link', {
        name: 'Also there: you',
      }),
    ).toHaveAttribute('href', gig);

    // The link opens the gig page: both shows, best first, with their scores and photos.
    await ruiCard.getByRole('link', { name: 'Also there: you' }).click();
    await expect(page).toHaveURL(gig);
    await expect(
      page.getByRole('heading', { level: 1, name: `${artist} in Lisbon, ${longDate(date)}` }),
    ).toBeVisible();
    await expect(page).toHaveTitle(`${artist} in Lisbon, ${longDate(date)} | Gigrank`);
    await expect(page.getByTestId('gig-count')).toHaveText('2 people logged this gig');
    await expect(page.getByLabel('Average score 80 out of 100')).toBeVisible();
    const cards = page.getByRole('region', { name: "Everyone's shows" }).getByRole('article');
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(0)).toContainText(ana.displayName);
    await expect(cards.nth(0).getByLabel('Score 88 out of 100')).toBeVisible();
    await expect(cards.nth(0)).toContainText('Front row for the encore.');
    await expect(cards.nth(0).getByRole('img', { name: `Photo 1 of ${artist}` })).toBeVisible();
    await expect(cards.nth(1)).toContainText(rui.user.displayName);
    await expect(cards.nth(1).getByLabel('Score 72 out of 100')).toBeVisible();
    // The artist's page is a link away; a card opens its show.
    await expect(
      page.getByRole('heading', { level: 1 }).getByRole('link', { name: artist }),
    ).toHaveAttribute('href', `/artist/${encodeURIComponent(artist)}`);
    await cards.nth(1).getByText(rui.user.displayName).click();
    await expect(page).toHaveURL(`/profile/${rui.user.id}`);

    // A gig nobody could have logged: 'Gig not found'.
    await page.goto(`/gig/999999999/1/${date}`);
    await expect(page.getByText('Gig not found')).toBeVisible();
    await rui.close();
  });

  test('a follower opens Home on Following: only who they follow, their plans, Load more', async ({
    page,
    request,
  }) => {
    test.slow(); // A page and a half of shows seeded over REST.
    const artist = uniqueName('Followed Gig');
    const date = daysAgo(12);
    // Ana (followed) logs a page and a half of shows, the last one a gig Eva (not followed)
    // logs too, and plans another. (`request` acts as the last user it registered.)
    const ana = await registerViaApi(request, newUser('ana'));
    const total = FOLLOWING_FEED_PAGE + 3;
    // Dated within 30 days of today: shows dated further back are no feed cards.
    for (let i = 1; i < total; i++) {
      await logShow(request, { artist: uniqueName(`Ana Extra ${i}`), date: daysAgo(5 + i) });
    }
    await logShow(request, { artist, date, score: 91 });
    const soon = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const planArtist = uniqueName('Planned Act');
    await expectOk(
      request.post('/api/plans', { data: { artist: planArtist, city: 'Porto', date: soon } }),
      201,
    );
    const eva = await registerViaApi(request, newUser('eva'));
    const evaShow = await logShow(request, { artist, date, score: 70 });
    const me = await registerViaApi(page.request, newUser('cleo'));
    await followViaApi(page.request, me.id, ana.id);

    await page.goto('/');
    await expectFeed(page, 'Following');
    await expect(page).toHaveURL('/');
    // The plans of people you follow come first, linked to the artist and the gig.
    const plans = page.getByRole('region', { name: 'Coming up' });
    const plan = plans.getByRole('listitem').filter({ hasText: planArtist });
    await expect(plan).toContainText(`${ana.displayName} is going to see ${planArtist} · Porto ·`);
    await expect(plan.getByRole('link', { name: planArtist })).toHaveAttribute(
      'href',
      `/artist/${encodeURIComponent(planArtist)}`,
    );
    await expect(plan.getByRole('link', { name: /^Porto · \w{3}, \w{3} \d+/ })).toHaveAttribute(
      'href',
      /^\/gig\/\d+\/\d+\/\d{4}-\d{2}-\d{2}$/,
    );

    // Only Ana's shows, newest first, a page at a time: her gig (Eva was there too), then
    // the rest. The first screenful of cards comes with the page, the rest render as the
    // list scrolls, and 'Load more' comes after the last card of the page.
    const cards = followingList(page).getByRole('article');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeLessThan(FOLLOWING_FEED_PAGE);
    const anaCard = feedCard(page, artist, date, ana.username);
    await expect(cards.first()).toHaveAccessibleName(
      `${artist} on ${longDate(date)} by ${ana.username}`,
    );
    await expect(
      anaCard.getByRole('link', { name: `Also there: ${eva.displayName}` }),
    ).toBeVisible();
    await expect(feedCard(page, artist, date, eva.username)).toHaveCount(0);
    await expect(followingList(page)).not.toContainText(eva.username);
    await scrollUntilVisible(page, page.getByRole('button', { name: 'Load more' }));
    await expect(cards).toHaveCount(FOLLOWING_FEED_PAGE);
    await expect(cards.last()).toContainText('Ana Extra');
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(cards).toHaveCount(total);
    await expect(cards.last()).toContainText('Ana Extra 1 ');
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

    // Everyone has both; the choice is in the address, so Back returns to it.
    await feedSwitch(page).getByText('Everyone', { exact: true }).click();
    await expect(page).toHaveURL('/?feed=everyone');
    await expectFeed(page, 'Everyone');
    const evaCard = feedCard(page, artist, date, eva.username);
    await expect(evaCard).toBeVisible();
    await expect(feedCard(page, artist, date, ana.username)).toBeVisible();
    await evaCard.getByText(longDate(date)).click();
    await expect(page).toHaveURL(`/show/${evaShow.id}`);
    await page.goBack();
    await expectFeed(page, 'Everyone');
    await expect(evaCard).toBeVisible();

    // A fresh load paints Following from the page itself: no request for its feed.
    const calls = recordProcedureCalls(page);
    await page.goto('/');
    await expectFeed(page, 'Following');
    await expect(cards.first()).toHaveAccessibleName(new RegExp(`^${artist} on `));
    // The rest of the page's cards render from the same answer as the list scrolls.
    await scrollUntilVisible(page, page.getByRole('button', { name: 'Load more' }));
    await expect(cards).toHaveCount(FOLLOWING_FEED_PAGE);
    expect(calls).not.toContain('following.feed');
    expect(calls).not.toContain('shows.feed');
  });
});
