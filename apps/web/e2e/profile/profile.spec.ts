import { expect, test } from '../support/test';
import { artistPath, toast } from '../support/app';
import { delayProcedure, stubProcedure } from '../support/network';
import * as profile from '../support/profile';
import { createArtistViaApi, daysAgo, logShow, uniqueName, uniqueNames } from '../support/seed';
import { newUser, openSignedUpBrowser, registerViaApi, signUp } from '../support/users';

test.describe('profile', () => {
  test('stat cards and the insights dialogs follow the shows logged', async ({ page }) => {
    await signUp(page, newUser('stats'));
    const [best, middle, low] = uniqueNames('Best Band', 'Middle Band', 'Low Band');
    // Three consecutive weeks (7 days apart, the last one yesterday): a 3-week streak.
    await logShow(page.request, { artist: best, city: 'Lisbon', date: daysAgo(1), score: 92 });
    await logShow(page.request, { artist: middle, city: 'Lisbon', date: daysAgo(8), score: 70 });
    await logShow(page.request, { artist: middle, city: 'Porto', date: daysAgo(15), score: 80 });
    await logShow(page.request, { artist: low, city: 'Lisbon', date: daysAgo(15), score: 60 });

    await page.goto('/profile');
    await expect(profile.statCard(page, 'Gigrank')).toContainText(/#\d+/);
    await expect(profile.statCard(page, 'Gigrank').getByTestId('stat-global-rank')).toHaveText(
      /^#\d+$/,
    );
    await expect(profile.statCard(page, 'Current Streak').getByTestId('stat-streak')).toHaveText(
      '3 weeks',
    );
    // The best rated of the artists seen twice (DECISIONS.md): the one-off 92 does not outrank it.
    const favorite = profile.statCard(page, 'Favorite Artist');
    await expect(favorite.getByRole('link', { name: middle })).toBeVisible();
    await expect(favorite).toContainText('75/100 average');
    await expect(favorite).toContainText('2 shows');
    await expect(favorite).toContainText('Best rated of artists seen 2+ times');
    const mostSeen = profile.statCard(page, 'Most Seen Artist');
    await expect(mostSeen.getByRole('link', { name: middle })).toHaveAttribute(
      'href',
      artistPath(middle),
    );
    await expect(mostSeen).toContainText('2 shows');
    const visited = profile.statCard(page, 'Most Visited');
    await expect(visited).toContainText('Lisbon');
    // Lisbon: 92, 70 and 60 -> 74 on average.
    await expect(visited).toContainText('3 shows');
    await expect(visited).toContainText('74/100 average');

    // Artist Insights: best average first (92, 75, 60), with show counts.
    let dialog = await profile.openInsights(page, 'artist');
    let rows = profile.insightRows(dialog);
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText(best);
    await expect(rows.nth(0)).toContainText('1 show');
    await expect(rows.nth(0).getByLabel('Average 92 out of 100')).toBeVisible();
    await expect(rows.nth(1)).toContainText(middle);
    await expect(rows.nth(1)).toContainText('2 shows');
    await expect(rows.nth(1).getByLabel('Average 75 out of 100')).toBeVisible();
    await expect(rows.nth(2)).toContainText(low);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // City Insights: most shows first.
    dialog = await profile.openInsights(page, 'city');
    rows = profile.insightRows(dialog);
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText('Lisbon');
    await expect(rows.nth(0)).toContainText('3 shows');
    await expect(rows.nth(1)).toContainText('Porto');
    await expect(rows.nth(1)).toContainText('1 show');
    await expect(rows.nth(1).getByLabel('Average 80 out of 100')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The favourite artist's name opens the artist page (not the dialog).
    await favorite.getByRole('link', { name: middle }).click();
    await expect(page).toHaveURL(artistPath(middle));
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // The artist page drawn: the profile has left (until then the router keeps it on
    // screen, and coming back to it would not mount it again).
    await expect(page.getByRole('heading', { name: middle, level: 1 })).toBeVisible();

    // A show logged elsewhere shows up when the profile comes back (refetch on mount):
    // the 92 seen a second time, at 99, is now the best rated of those seen twice.
    await logShow(page.request, { artist: best, city: 'Porto', date: daysAgo(2), score: 99 });
    await page.getByRole('link', { name: 'PROFILE', exact: true }).click();
    await expect(favorite.getByRole('link', { name: best })).toBeVisible();
    await expect(favorite).toContainText('96/100 average');
  });

  test('a new profile shows the empty states', async ({ page }) => {
    const me = await signUp(page, newUser('empty'));
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: me.displayName, level: 1 })).toBeVisible();
    await expect(page.getByText(`@${me.username}`)).toBeVisible();
    await expect(page.getByText(/^Member since [A-Z][a-z]+ \d{4}$/)).toBeVisible();
    await expect(profile.statCard(page, 'Gigrank').getByTestId('stat-global-rank')).toHaveText(
      '>1000',
    );
    await expect(profile.statCard(page, 'Current Streak').getByTestId('stat-streak')).toHaveText(
      '0 weeks',
    );
    await expect(profile.statCard(page, 'Favorite Artist')).toContainText('No ratings yet');
    await expect(profile.statCard(page, 'Most Seen Artist')).toContainText('No shows yet');
    await expect(profile.statCard(page, 'Most Visited')).toContainText('No cities yet');
    await expect(profile.statCard(page, 'Diary')).toContainText('No shows yet');

    let dialog = await profile.openInsights(page, 'artist');
    await expect(dialog.getByText('No artist insights available yet')).toBeVisible();
    await expect(dialog.getByText('No shows ranked yet')).toBeVisible();
    await page.keyboard.press('Escape');
    dialog = await profile.openInsights(page, 'city');
    await expect(dialog.getByText('No city insights available yet')).toBeVisible();
    await expect(dialog.getByText('No shows ranked yet')).toBeVisible();
    await page.keyboard.press('Escape');

    // Owner controls; no follow button on the own profile.
    await expect(page.getByRole('button', { name: 'Edit profile' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Change profile picture' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Wrapped' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Follow/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Edit profile' }).click();
    await expect(profile.editDialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(profile.editDialog(page)).toBeHidden();
    await page.getByRole('button', { name: 'Wrapped' }).click();
    await expect(profile.wrappedDialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(profile.wrappedDialog(page)).toBeHidden();

    // Seen is the default tab.
    await expect(page.getByRole('radio', { name: 'Seen', exact: true })).toBeChecked();
    await expect(page.getByText("You haven't ranked any shows yet")).toBeVisible();

    await profile.countButton(page, /^0 Followers$/).click();
    dialog = page.getByRole('dialog', { name: `${me.displayName}'s Followers` });
    await expect(dialog.getByText("You don't have any followers yet")).toBeVisible();
    await page.keyboard.press('Escape');

    await profile.selectProfileTab(page, 'Want to See');
    await expect(page).toHaveURL('/profile?tab=want-to-see');
    await expect(page.getByTestId('want-to-see-count')).toHaveText('0 artists');
    await expect(
      page.getByText("You haven't added any artists to your Want to See list"),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Find artists to add' }).click();
    await expect(page.getByRole('dialog', { name: 'SEARCH ARTISTS' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();

    await profile.selectProfileTab(page, 'For You');
    await expect(page.getByRole('heading', { name: 'Recommendations' })).toBeVisible();
    await expect(
      page.getByText('Insights and recommendations will appear here as you add more shows.'),
    ).toBeVisible();
  });

  test("another user's profile: Follow, the followers list with 'You', and back", async ({
    page,
    request,
  }) => {
    const other = await registerViaApi(request, newUser('other'));
    await logShow(request, { artist: uniqueName('Other Band'), city: 'Porto', score: 88 });
    const me = await signUp(page, newUser('visitor'));

    await page.goto(`/user/${other.id}`);
    await expect(page).toHaveURL(`/profile/${other.id}`);
    await expect(page.getByRole('heading', { name: other.displayName, level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit profile' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Change profile picture' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Wrapped' })).toBeVisible();
    await expect(profile.statCard(page, 'Most Visited')).toContainText('Porto');

    // 'Following...' and disabled while the follow is pending.
    await delayProcedure(page, 'follows.follow', 1000);
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Following...' })).toBeDisabled();
    await expect(toast(page, 'Following')).toContainText(
      `You are now following ${other.displayName}`,
    );
    await expect(page.getByRole('button', { name: 'Following', exact: true })).toBeEnabled();
    await profile.countButton(page, /^1 Follower$/).click();

    const dialog = page.getByRole('dialog', { name: `${other.displayName}'s Followers` });
    const myRow = dialog.getByRole('listitem', { name: me.displayName });
    await expect(myRow).toContainText(`@${me.username}`);
    await expect(myRow.getByRole('button', { name: 'You' })).toBeDisabled();

    // The row opens the follower's profile, in owner mode.
    await profile.identityLink(myRow, me).click();
    await expect(page).toHaveURL(`/profile/${me.id}`);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Edit profile' })).toBeVisible();

    // My Following list has the other user, with a working 'Following' toggle.
    await profile.countButton(page, /^1 Following$/).click();
    const following = page.getByRole('dialog', { name: `${me.displayName} is Following` });
    const otherRow = following.getByRole('listitem', { name: other.displayName });
    await expect(otherRow.getByRole('button', { name: 'Following' })).toBeEnabled();
  });

  test('Want to See: added from the artist page, removed by the owner only', async ({
    page,
    browser,
  }) => {
    // Two browsers, each registering through the UI.
    test.slow();
    const owner = await signUp(page, newUser('wish'));
    const artist = uniqueName('Wish Band');
    await createArtistViaApi(page.request, artist);

    await page.goto(artistPath(artist));
    await page.getByRole('button', { name: 'Want to See', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Saved to Want to See' })).toBeVisible();

    await page.getByRole('link', { name: 'PROFILE', exact: true }).click();
    await profile.selectProfileTab(page, 'Want to See');
    await expect(page.getByTestId('want-to-see-count')).toHaveText('1 artist');
    const wishes = profile.wantToSeeRows(page);
    await expect(wishes).toHaveCount(1);
    await expect(wishes.getByRole('link', { name: artist })).toHaveAttribute(
      'href',
      artistPath(artist),
    );

    // A visitor sees the list without Remove.
    const visitor = await openSignedUpBrowser(browser, newUser('peek'));
    await visitor.page.goto(`/profile/${owner.id}?tab=want-to-see`);
    const visitorRows = profile.wantToSeeRows(visitor.page);
    await expect(visitorRows.getByRole('link', { name: artist })).toBeVisible();
    await expect(visitorRows.getByRole('button', { name: /Remove/ })).toHaveCount(0);
    await visitor.context.close();

    // A failed removal says so and keeps the artist.
    await stubProcedure(page, 'wantToSee.remove', {
      error: { message: 'boom', code: 'INTERNAL_SERVER_ERROR' },
    });
    await wishes.getByRole('button', { name: `Remove ${artist}` }).click();
    await expect(toast(page, 'Error')).toContainText('Failed to remove artist. Please try again.');
    await expect(wishes).toHaveCount(1);
    await page.unrouteAll();

    await wishes.getByRole('button', { name: `Remove ${artist}` }).click();
    await expect(toast(page, 'Artist removed from Want to See list')).toBeVisible();
    await expect(
      page.getByText("You haven't added any artists to your Want to See list"),
    ).toBeVisible();
    await expect(page.getByTestId('want-to-see-count')).toHaveText('0 artists');
  });

  test('For You recommends what people you follow love', async ({ page, request }) => {
    const friend = await registerViaApi(request, newUser('friend'));
    const loved = uniqueName('Loved Band');
    await logShow(request, { artist: loved, city: 'Porto', score: 90 });
    await signUp(page, newUser('foryou'));

    await page.goto(`/profile/${friend.id}`);
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Following', exact: true })).toBeEnabled();

    // Another user's For You points to the viewer's own recommendations.
    await profile.selectProfileTab(page, 'For You');
    await expect(page.getByText('Recommendations are personal')).toBeVisible();
    await page.getByRole('link', { name: 'See your recommendations' }).click();
    await expect(page).toHaveURL('/profile?tab=for-you');

    const item = page.getByRole('list', { name: 'Recommended artists' }).getByRole('listitem', {
      name: loved,
    });
    await expect(item).toContainText(`Loved by ${friend.displayName}`);
    await expect(item.getByRole('link', { name: loved })).toHaveAttribute(
      'href',
      artistPath(loved),
    );
    await expect(
      page.getByText('Insights and recommendations will appear here as you add more shows.'),
    ).toHaveCount(0);
  });

  test("an unknown user is 'User not found'; a failed load is 'Failed to load user data'", async ({
    page,
  }) => {
    await signUp(page, newUser('missing'));
    await page.goto('/profile/987654321');
    await expect(page.getByText('User not found')).toBeVisible();

    await stubProcedure(page, 'users.byId', {
      error: { message: 'boom', code: 'INTERNAL_SERVER_ERROR' },
    });
    await page.goto('/profile/987654322');
    await expect(page.getByText('Failed to load user data')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
