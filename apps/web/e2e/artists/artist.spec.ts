import { expect, test } from '../support/test';
import { artistPath, openNewArtistPage, showCards, toast } from '../support/app';
import { failProcedure, pagesWithoutFirstScreen } from '../support/network';
import { identityLink } from '../support/profile';
import { createArtistViaApi, daysAgo, logShow, longDate, uniqueName } from '../support/seed';
import { signUp, signUpWithOther } from '../support/users';

// Catalogue artists (packages/db/data/artists.csv) no other spec rates.
const UNRATED = { name: 'Eurythmics', streams: '16.2M monthly streams', rank: '#626' };
const RATED = 'Nile Rodgers';
const MAIN = 'Papa Roach';

test.describe('artist page', () => {
  test('an unrated catalogue artist: title, badges, empty rating and empty tabs', async ({
    page,
  }) => {
    await signUp(page);
    await page.goto(artistPath(UNRATED.name));

    await expect(page.getByRole('heading', { level: 1, name: UNRATED.name })).toBeVisible();
    await expect(page).toHaveTitle(`${UNRATED.name} | Gigrank`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /^Eurythmics on Gigrank: 16\.2M monthly streams, global rank #626\./,
    );
    await expect(page.getByText(UNRATED.streams, { exact: true })).toBeVisible();
    // The rank badge shows '#626' and says 'Global rank #626'.
    await expect(page.getByTitle('Global rank')).toHaveText(`Global rank ${UNRATED.rank}`);
    await expect(page.getByText('No ratings yet. Be the first to rate a show!')).toBeVisible();

    // All Shows is the default tab; each tab has its empty text.
    await expect(page.getByRole('tab', { name: 'All Shows' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByText('No shows found for this artist.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add a show' })).toHaveAttribute(
      'href',
      '/add-show?artist=Eurythmics',
    );
    await page.getByRole('tab', { name: 'Guest Appearances' }).click();
    await expect(page.getByText('No guest appearances found for this artist.')).toBeVisible();
    await page.getByRole('tab', { name: 'With Photos' }).click();
    await expect(page.getByText('No shows with photos found for this artist.')).toBeVisible();

    // 'Add Show' opens the form with the artist prefilled.
    await page.getByRole('link', { name: 'Add Show', exact: true }).click();
    await expect(page).toHaveURL('/add-show?artist=Eurythmics');

    // Leaving the page takes its title along.
    await expect(page).not.toHaveTitle(/Eurythmics/);
  });

  test('shows by two users: rating card, the three tabs, guest appearances, cards open shows', async ({
    page,
    request,
  }) => {
    // A second user, signed in on the API context `request` (its own cookie jar).
    const { me: ana } = await signUpWithOther(page, request, { me: 'ana', other: 'ben' });

    const withPhoto = await logShow(page.request, {
      artist: RATED,
      city: 'Lisbon',
      venue: 'Coliseu',
      date: daysAgo(20),
      score: 90,
      photos: 2,
    });
    await logShow(request, { artist: RATED, city: 'Porto', date: daysAgo(10), score: 71 });
    const guestShow = await logShow(request, {
      artist: MAIN,
      city: 'Madrid',
      date: daysAgo(5),
      score: 40,
      guests: [RATED],
    });

    // The URL's case differs: the page shows the catalogue's name.
    await page.goto('/artist/nile%20rodgers');
    await expect(page.getByRole('heading', { level: 1, name: RATED })).toBeVisible();
    await expect(page).toHaveTitle(`${RATED} | Gigrank`);

    // (90 + 71) / 2 = 80.5 -> 81; the guest appearance does not count.
    const rating = page.getByRole('region', { name: 'Fan rating' });
    await expect(rating.getByText('81', { exact: true })).toBeVisible();
    await expect(rating.getByText('/100')).toBeVisible();
    await expect(rating.getByText('2 fans have rated this artist')).toBeVisible();

    // All Shows: own shows and the guest appearance.
    await expect(showCards(page)).toHaveCount(3);
    const guestCard = showCards(page).filter({ hasText: 'Guest appearance' });
    await expect(guestCard).toHaveCount(1);
    await expect(guestCard.getByText(MAIN, { exact: true })).toBeVisible();
    await expect(guestCard.getByText('Madrid')).toBeVisible();
    await expect(guestCard.getByLabel('Score 40 out of 100')).toBeVisible();

    const anaCard = showCards(page).filter({ hasText: ana.displayName });
    await expect(anaCard).toHaveCount(1);
    await expect(anaCard.getByText('Coliseu, Lisbon')).toBeVisible();
    await expect(anaCard.getByLabel('Score 90 out of 100')).toBeVisible();
    await expect(anaCard.getByRole('img', { name: /^Photo \d of Nile Rodgers$/ })).toHaveCount(2);
    await expect(anaCard.getByText(longDate(withPhoto.date))).toBeVisible();

    // Guest Appearances: only the flagged show, with its main artist.
    await page.getByRole('tab', { name: 'Guest Appearances' }).click();
    await expect(showCards(page)).toHaveCount(1);
    await expect(showCards(page).first()).toContainText('Guest appearance');
    await expect(showCards(page).first()).toContainText(MAIN);

    // With Photos: only Ana's show.
    await page.getByRole('tab', { name: 'With Photos' }).click();
    await expect(showCards(page)).toHaveCount(1);
    await expect(showCards(page).first()).toContainText(ana.displayName);

    // The poster's name opens their profile, not the show.
    await identityLink(showCards(page).first(), ana).click();
    await expect(page).toHaveURL(`/profile/${withPhoto.userId}`);

    // Clicking a card opens the show.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: RATED })).toBeVisible();
    // Back may restore the tab that was open; go to All Shows for the guest card.
    await page.getByRole('tab', { name: 'All Shows' }).click();
    // (On its city: the card's names are links of their own.)
    await showCards(page).filter({ hasText: 'Guest appearance' }).getByText('Madrid').click();
    await expect(page).toHaveURL(`/show/${guestShow.id}`);
  });

  test("past the top 1000 with millions of streams: '>1000', never '<1M' beside '8.6M'; the actions on a phone", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signUp(page);
    await page.goto(artistPath('London Symphony Orchestra'));
    await expect(page.getByText('8.6M monthly streams', { exact: true })).toBeVisible();
    await expect(page.getByTitle('Global rank')).toHaveText('Global rank >1000');
    await expect(page.getByText('<1M monthly streams')).toHaveCount(0);
    // Add Show and Going share a line; Want to See takes the next whole: no button left alone.
    const addShow = await page.getByRole('link', { name: 'Add Show', exact: true }).boundingBox();
    const going = await page.getByRole('button', { name: 'Going' }).boundingBox();
    const wish = await page.getByRole('button', { name: 'Want to See', exact: true }).boundingBox();
    expect(going!.y).toBe(addShow!.y);
    expect(wish!.y).toBeGreaterThan(addShow!.y);
    expect(wish!.width).toBeGreaterThan(addShow!.width + going!.width);
  });

  test("a new artist (rank 9999) reads '<1M monthly streams'", async ({ page }) => {
    await signUp(page);
    await openNewArtistPage(page, 'E2E Band');
    await expect(page.getByText('<1M monthly streams', { exact: true })).toHaveCount(1);
    await expect(page.getByText(/^#\d+$/)).toHaveCount(0);
    await expect(page.getByText('No ratings yet. Be the first to rate a show!')).toBeVisible();
  });

  test("one fan: '1 fan has rated this artist', in the singular", async ({ page }) => {
    await signUp(page);
    const name = uniqueName('Solo Rated');
    await logShow(page.request, { artist: name, score: 77 });
    await page.goto(artistPath(name));
    const rating = page.getByRole('region', { name: 'Fan rating' });
    await expect(rating.getByText('77', { exact: true })).toBeVisible();
    await expect(rating.getByText('1 fan has rated this artist', { exact: true })).toBeVisible();
  });

  test('the Want to See toggle adds and removes the artist', async ({ page }) => {
    await signUp(page);
    const name = uniqueName('Wish Band');
    await createArtistViaApi(page.request, name);
    await page.goto(artistPath(name));

    await page.getByRole('button', { name: 'Want to See', exact: true }).click();
    await expect(toast(page, 'Artist added to Want to See list')).toContainText(
      `You've added ${name} to your Want to See list`,
    );
    const saved = page.getByRole('button', { name: 'Saved to Want to See' });
    await expect(saved).toBeEnabled();

    // The state survives a reload: it comes from the server.
    await page.reload();
    await saved.click();
    await expect(toast(page, 'Artist removed from Want to See list')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Want to See', exact: true })).toBeEnabled();
  });

  test("an unknown artist gives 'Artist Not Found' with 'Return Home'", async ({ page }) => {
    await signUp(page);
    await page.goto('/artist/No%20Such%20Artist%20qzx');
    await expect(page.getByRole('heading', { name: 'Artist Not Found' })).toBeVisible();
    await expect(page.getByText("We couldn't find information for this artist.")).toBeVisible();
    await page.getByRole('link', { name: 'Return Home' }).click();
    await expect(page).toHaveURL('/');
  });

  test("a failed load says 'Error loading shows. Please try again later.'", async ({ page }) => {
    await signUp(page);
    await pagesWithoutFirstScreen(page);
    const restore = await failProcedure(page, 'artists.page');
    await page.goto(artistPath(UNRATED.name));
    await expect(page.getByText('Error loading shows. Please try again later.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Artist Not Found' })).toHaveCount(0);

    await restore();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('No ratings yet. Be the first to rate a show!')).toBeVisible();
  });
});
