import { expect, test } from '../support/test';
import { leaderboardRow, notificationsPanel, unreadBadge } from '../support/app';
import { stubProcedure } from '../support/network';
import { followViaApi, logShow, uniqueName } from '../support/seed';
import { newUser, openSignedUpBrowser, registerUser, registerViaApi } from '../support/users';

/** Well under the 30-second poll: only the live subscription can be this fast. */
const LIVE_MS = 3000;

test.describe('notifications', () => {
  test('B follows A from the leaderboard and likes A show: A is told live, the panel resets the badge', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    // A: enough shows to sit in the home's top 20 of the user leaderboard
    // whatever else runs beside it (other specs' users log up to two dozen).
    const ana = await registerUser(page, newUser('ana'));
    const panel = notificationsPanel(page);
    const artist = uniqueName('Live Band');
    for (let i = 0; i < 30; i += 1)
      await logShow(page.request, { artist: uniqueName('Ana Extra') });
    const show = await logShow(page.request, { artist, score: 88 });
    await expect(unreadBadge(page)).toHaveCount(0);

    // B, in another browser, follows A from Home's User Leaderboard.
    const ben = await openSignedUpBrowser(browser, newUser('ben'));
    await ben.page.goto('/');
    await ben.page.getByRole('tab', { name: 'User Leaderboard' }).click();
    await leaderboardRow(ben.page, ana.displayName)
      .getByRole('button', { name: 'Follow', exact: true })
      .click();
    await expect(
      leaderboardRow(ben.page, ana.displayName).getByRole('button', { name: 'Following' }),
    ).toBeVisible();

    // A's badge shows 1 without a reload.
    await expect(unreadBadge(page)).toHaveText('1', { timeout: LIVE_MS });
    await expect(page.getByRole('button', { name: 'Notifications (1 unread)' })).toBeVisible();

    // A opens the panel: the follow, unread, linking to B; the badge resets.
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const item = panel.getByRole('link', { name: /started following you/ });
    await expect(item).toContainText(`${ben.user.displayName} started following you`);
    await expect(item).toHaveAttribute('data-unread', 'true');
    await expect(item).toHaveAttribute('href', `/profile/${ben.user.id}`);
    await expect(item).toContainText(/just now|seconds? ago/);
    await expect(unreadBadge(page)).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    // B likes A's show from the feed: A's badge updates live.
    await ben.page.goto('/');
    const card = ben.page.getByRole('article', { name: new RegExp(`^${artist} on `) });
    await card.getByRole('button', { name: /, like this show$/ }).click();
    await expect(card.getByRole('button', { name: /, like this show$/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(unreadBadge(page)).toHaveText('1', { timeout: LIVE_MS });

    // The panel lists the like (unread, linking to the show) above the follow (now read).
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const like = panel.getByRole('link', { name: /liked your/ });
    await expect(like).toContainText(`${ben.user.displayName} liked your ${artist} show`);
    await expect(like).toHaveAttribute('data-unread', 'true');
    await expect(like).toHaveAttribute('href', `/show/${show.id}`);
    await expect(panel.getByRole('link', { name: /started following you/ })).not.toHaveAttribute(
      'data-unread',
    );
    await expect(unreadBadge(page)).toHaveCount(0);

    // While the panel is open, a new notification appears in it.
    const commentResponse = await ben.page.request.post('/trpc/social.addComment', {
      data: { showId: show.id, body: 'What a night!' },
    });
    expect(commentResponse.ok(), await commentResponse.text()).toBeTruthy();
    const comment = panel.getByRole('link', { name: /commented on your/ });
    await expect(comment).toBeVisible({ timeout: LIVE_MS });
    await expect(comment).toHaveAttribute('href', `/show/${show.id}`);

    // Items lead to what they are about.
    await comment.click();
    await expect(page).toHaveURL(`/show/${show.id}`);
    await expect(panel).toBeHidden();

    expect(ana.id).toBeGreaterThan(0);
    await ben.context.close();
  });

  test("the badge caps at '9+'", async ({ page, request }) => {
    const me = await registerUser(page);
    for (let i = 0; i < 10; i += 1) {
      const fan = await registerViaApi(request, newUser('fan'));
      await followViaApi(request, fan.id, me.id);
    }
    await expect(unreadBadge(page)).toHaveText('9+', { timeout: LIVE_MS });
    await expect(page.getByRole('button', { name: 'Notifications (9+ unread)' })).toBeVisible();
  });

  test("default texts, 'Just now' without a time, links by type", async ({ page }) => {
    const actor = { id: 4242, username: 'someone', displayName: 'Someone', profilePicture: null };
    await stubProcedure(page, 'notifications.list', {
      data: [
        {
          id: 1,
          type: 'wantToSee',
          message: null,
          read: false,
          createdAt: null,
          artistName: 'Radiohead',
          showId: null,
          actor: null,
        },
        {
          id: 2,
          type: 'follow',
          message: '',
          read: true,
          createdAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
          artistName: null,
          showId: null,
          actor,
        },
        {
          id: 3,
          type: 'comment',
          message: null,
          read: true,
          createdAt: null,
          artistName: null,
          showId: 77,
          actor,
        },
      ],
    });
    await registerUser(page);
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const panel = notificationsPanel(page);

    const wanted = panel.getByRole('link', {
      name: /Someone else wants to see Radiohead/,
    });
    await expect(wanted).toHaveAttribute('href', '/artist/Radiohead');
    await expect(wanted).toHaveAttribute('data-unread', 'true');
    await expect(wanted).toContainText('Just now');

    const follow = panel.getByRole('link', {
      name: /Someone started following you/,
    });
    await expect(follow).toHaveAttribute('href', '/profile/4242');
    await expect(follow).toContainText('2 hours ago');
    await expect(follow).not.toHaveAttribute('data-unread');

    const comment = panel.getByRole('link', {
      name: /Someone commented on your post/,
    });
    await expect(comment).toHaveAttribute('href', '/show/77');
  });
});
