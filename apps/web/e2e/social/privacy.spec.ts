import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { loadedFeed, toast, toastWith } from '../support/app';
import {
  followButton,
  followRequest,
  openNotifications,
  privateNotice,
  profileMenuAction,
  setPrivacySwitch,
} from '../support/privacy';
import { csvOf, importCsv } from '../support/imports';
import { daysAgo, logShow, uniqueName } from '../support/seed';
import { newUser, openSignedUpBrowser, registerViaApi, signUp } from '../support/users';

/** A feed card of a show by its artist (its accessible name starts with the artist). */
function feedCard(page: Page, artist: string) {
  return page.getByRole('article', { name: new RegExp(`^${artist} on `) });
}

/** Shows that put a user first on the Global Leaderboard, above every other spec's users. */
const TOP_SHOWS = 120;

/** The profile heading of a user (their display name). */
function profileHeading(page: Page, displayName: string) {
  return page.getByRole('heading', { level: 1, name: displayName });
}

test.describe('private accounts, blocks and the leaderboard opt-out', () => {
  test('a private account: a visitor asks to follow, the owner approves, the shows appear', async ({
    page,
    browser,
  }) => {
    const owner = await signUp(page, newUser('priv'));
    const artist = uniqueName('Private Band');
    await logShow(page.request, { artist, score: 91 });

    await setPrivacySwitch(page, 'Private account', true);
    // The own profile says so.
    await page.goto('/profile');
    await expect(page.getByText('Private', { exact: true })).toBeVisible();

    // A visitor sees the name, the counts and the notice, none of the shows.
    const guest = await openSignedUpBrowser(browser, newUser('guest'));
    await guest.page.goto(`/profile/${owner.id}`);
    await expect(profileHeading(guest.page, owner.displayName)).toBeVisible();
    await expect(privateNotice(guest.page)).toContainText('Follow to see their shows');
    await expect(guest.page.getByText('1 Show', { exact: true })).toBeVisible();
    await expect(guest.page.getByRole('radiogroup', { name: 'Profile sections' })).toHaveCount(0);
    await expect(guest.page.getByText(artist)).toHaveCount(0);

    // Follow sends a request; clicking 'Requested' withdraws it; asked again.
    await followButton(guest.page).click();
    await expect(toast(guest.page, 'Follow request sent')).toBeVisible();
    await expect(followButton(guest.page)).toHaveText('Requested');
    await followButton(guest.page).click();
    await expect(toast(guest.page, 'Request withdrawn')).toBeVisible();
    await expect(followButton(guest.page)).toHaveText('Follow');
    await followButton(guest.page).click();
    await expect(followButton(guest.page)).toHaveText('Requested');

    // The owner approves from the notifications panel.
    const panel = await openNotifications(page);
    const request = followRequest(panel, guest.user.displayName);
    await expect(request).toBeVisible();
    await expect(request.getByRole('link', { name: guest.user.displayName })).toHaveAttribute(
      'href',
      `/profile/${guest.user.id}`,
    );
    // Asked twice, told once: a withdrawn request takes its notification with it.
    await expect(panel.getByText(`${guest.user.displayName} asked to follow you`)).toBeVisible();
    await request.getByRole('button', { name: 'Approve' }).click();
    await expect(request).toHaveCount(0);
    await expect(toast(page, 'Request approved')).toBeVisible();
    await expect(panel.getByRole('region', { name: 'Follow requests' })).toHaveCount(0);

    // The visitor now follows and sees the shows; they were told.
    await guest.page.reload();
    await expect(followButton(guest.page)).toHaveText('Following');
    await expect(privateNotice(guest.page)).toHaveCount(0);
    await expect(guest.page.getByText(artist).first()).toBeVisible();
    const guestPanel = await openNotifications(guest.page);
    await expect(
      guestPanel.getByRole('link', { name: `${owner.displayName} approved your follow request` }),
    ).toHaveAttribute('href', `/profile/${owner.id}`);
    await guest.context.close();
  });

  test('a block from the profile menu: both lose each other, unblock restores', async ({
    page,
    browser,
  }) => {
    const blocker = await signUp(page, newUser('blocker'));
    const other = await openSignedUpBrowser(browser, newUser('blocked'));
    const artist = uniqueName('Blocked Band');
    await logShow(other.page.request, { artist });

    await page.goto('/');
    await expect(feedCard(page, artist)).toBeVisible();

    // Block asks first, saying what happens.
    await page.goto(`/profile/${other.user.id}`);
    await expect(profileHeading(page, other.user.displayName)).toBeVisible();
    await profileMenuAction(page, 'Block');
    const confirm = page.getByRole('dialog', { name: `Block ${other.user.displayName}?` });
    await expect(confirm).toContainText('They will no longer see your profile or your shows.');
    await expect(confirm).toContainText('Follows between you are removed, both ways.');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await profileMenuAction(page, 'Block');
    await confirm.getByRole('button', { name: 'Block' }).click();
    await expect(toast(page, 'Blocked')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'You blocked this user' })).toBeVisible();

    // The blocked user finds no such profile; the blocker's feed has lost their show.
    await other.page.goto(`/profile/${blocker.id}`);
    await expect(other.page.getByText('User not found')).toBeVisible();
    await page.goto('/');
    await expect(loadedFeed(page)).toBeVisible();
    await expect(feedCard(page, artist)).toHaveCount(0);

    // Unblock restores both.
    await page.goto(`/profile/${other.user.id}`);
    await page.getByRole('button', { name: 'Unblock' }).click();
    await expect(toast(page, 'Unblocked')).toBeVisible();
    await expect(profileHeading(page, other.user.displayName)).toBeVisible();
    await other.page.reload();
    await expect(profileHeading(other.page, blocker.displayName)).toBeVisible();
    await page.goto('/');
    await expect(feedCard(page, artist)).toBeVisible();
    await other.context.close();
  });

  test('a mute hides their shows from your feed only, until unmuted', async ({ page, request }) => {
    await signUp(page, newUser('muter'));
    const other = await registerViaApi(request, newUser('muted'));
    const artist = uniqueName('Muted Band');
    await logShow(request, { artist });

    await page.goto(`/profile/${other.id}`);
    await profileMenuAction(page, 'Mute');
    await expect(toast(page, 'Muted')).toBeVisible();
    // Their profile still shows them.
    await expect(page.getByText(artist).first()).toBeVisible();
    await page.goto('/');
    await expect(loadedFeed(page)).toBeVisible();
    await expect(feedCard(page, artist)).toHaveCount(0);

    await page.goto(`/profile/${other.id}`);
    await profileMenuAction(page, 'Unmute');
    await expect(toast(page, 'Unmuted')).toBeVisible();
    await page.goto('/');
    await expect(feedCard(page, artist)).toBeVisible();
  });

  test('hidden from leaderboards: gone from the Global Leaderboard for others', async ({
    page,
    browser,
  }) => {
    // More shows than any other spec logs for one user (paging.spec.ts: a page and five) put
    // them first on the leaderboard's first page, the one place they can be: once hidden,
    // that page no longer has them, whoever else the run has registered.
    const artist = uniqueName('Shy');
    const shows = Array.from({ length: TOP_SHOWS }, (_, i) => ({ date: daysAgo(i + 1), artist }));
    const shy = await openSignedUpBrowser(browser, newUser('shy'));
    expect((await importCsv(shy.page.request, csvOf(shows))).created).toBe(TOP_SHOWS);
    await signUp(page, newUser('viewer'));

    const rows = page.getByRole('table').getByRole('row');
    const row = rows.filter({ hasText: shy.user.displayName });

    await page.goto('/leaderboard');
    await expect(rows.nth(1)).toContainText(shy.user.displayName);

    await setPrivacySwitch(shy.page, 'Hide me from leaderboards', true);

    await page.reload();
    await expect(rows.nth(1)).toBeVisible();
    await expect(row).toHaveCount(0);
    await shy.context.close();
  });

  test("reporting someone's show and comment: a reason is required, a repeat updates", async ({
    page,
    browser,
  }) => {
    await signUp(page, newUser('author'));
    const show = await logShow(page.request, { artist: uniqueName('Reported Band') });
    const comment = await page.request.post('/trpc/social.addComment', {
      data: { showId: show.id, body: 'Buy followers at example.test' },
    });
    expect(comment.ok(), await comment.text()).toBeTruthy();

    const reader = await openSignedUpBrowser(browser, newUser('reader'));
    await reader.page.goto(`/show/${show.id}`);
    await reader.page.getByRole('button', { name: 'Report', exact: true }).click();
    const dialog = reader.page.getByRole('dialog', { name: 'Report this show' });
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByText('Choose a reason')).toBeVisible();
    await dialog.getByRole('radio', { name: /^Inappropriate/ }).check();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(toastWith(reader.page, 'Report sent', 'review this show')).toBeVisible();
    await expect(dialog).toBeHidden();

    const report = async (expected: string) => {
      await reader.page.getByRole('button', { name: 'Report comment' }).click();
      const commentDialog = reader.page.getByRole('dialog', { name: 'Report this comment' });
      await commentDialog.getByRole('radio', { name: /^Spam/ }).check();
      await commentDialog.getByLabel('Details (optional)').fill('Selling followers');
      await commentDialog.getByRole('button', { name: 'Send report' }).click();
      await expect(toastWith(reader.page, expected, 'review this comment').last()).toBeVisible();
      await expect(commentDialog).toBeHidden();
    };
    await report('Report sent');
    await report('Report updated');
    await reader.context.close();
  });
});
