import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { toast } from '../support/app';
import { failProcedure } from '../support/network';
import { daysAgo, logShow, uniqueName } from '../support/seed';
import { newUser, openSignedUpBrowser, signUp } from '../support/users';

function likeButton(page: Page) {
  return page.getByRole('button', { name: 'Like this show' });
}

function commentsSection(page: Page) {
  return page.getByRole('region', { name: 'Comments' });
}

function commentItems(page: Page) {
  return commentsSection(page).getByRole('list', { name: 'Comments' }).getByRole('listitem');
}

test.describe('likes and comments on the show page', () => {
  test("B likes and comments on A's show; A cannot delete B's comment", async ({
    page: pageA,
    browser,
  }) => {
    const a = await signUp(pageA, newUser('host'));
    const artist = uniqueName('Talked About');
    // Dated a few days back: a feed card (a show dated over 30 days back is none).
    const show = await logShow(pageA.request, { artist, date: daysAgo(4), score: 91 });

    const second = await openSignedUpBrowser(browser, newUser('guest'));
    const { page: pageB, user: b } = second;

    // B's home feed is loaded (cached) before B goes to the show.
    await pageB.goto('/');
    const feedCard = pageB.getByRole('list', { name: 'Activity' }).getByRole('listitem').filter({
      hasText: artist,
    });
    await expect(feedCard).toBeVisible();
    await expect(feedCard.getByRole('button', { name: '0 likes, like this show' })).toBeVisible();

    await pageB.goto(`/show/${show.id}`);
    await expect(pageB.getByRole('heading', { level: 1, name: artist })).toBeVisible();
    await expect(likeButton(pageB)).toHaveAttribute('aria-pressed', 'false');
    await expect(pageB.getByTestId('show-likes-count')).toHaveText('0 likes');
    await expect(pageB.getByTestId('show-comments-count')).toHaveText('0 comments');
    await expect(commentsSection(pageB)).toContainText('No comments yet');

    // Like, unlike, like again: each once the one before was answered (a
    // click while one is on its way is ignored, and the button says so).
    const settled = () => expect(likeButton(pageB)).toHaveAttribute('aria-busy', 'false');
    await likeButton(pageB).click();
    await expect(likeButton(pageB)).toHaveAttribute('aria-pressed', 'true');
    // Pressed, it says what its name says (WCAG 2.5.3).
    await expect(likeButton(pageB)).toHaveText('Like');
    await expect(pageB.getByTestId('show-likes-count')).toHaveText('1 like');
    await settled();
    await likeButton(pageB).click();
    await expect(likeButton(pageB)).toHaveAttribute('aria-pressed', 'false');
    await expect(pageB.getByTestId('show-likes-count')).toHaveText('0 likes');
    await settled();
    await likeButton(pageB).click();
    await expect(likeButton(pageB)).toHaveAttribute('aria-pressed', 'true');
    await expect(pageB.getByTestId('show-likes-count')).toHaveText('1 like');

    // Validation: nothing to post.
    const box = pageB.getByLabel('Add a comment');
    await box.fill('   ');
    await pageB.getByRole('button', { name: 'Post comment' }).click();
    await expect(commentsSection(pageB).getByText('Comment cannot be empty')).toBeVisible();
    await box.fill('x'.repeat(1001));
    await pageB.getByRole('button', { name: 'Post comment' }).click();
    await expect(
      commentsSection(pageB).getByText('Comment must be at most 1000 characters'),
    ).toBeVisible();
    await expect(commentItems(pageB)).toHaveCount(0);

    // Two comments, oldest first; markup is shown as text.
    await box.fill('What a night!');
    await pageB.getByRole('button', { name: 'Post comment' }).click();
    await expect(commentItems(pageB)).toHaveCount(1);
    await expect(box).toHaveValue('');
    await box.fill('<b>Encore</b> was\nunreal');
    await pageB.getByRole('button', { name: 'Post comment' }).click();
    await expect(commentItems(pageB)).toHaveCount(2);
    await expect(commentItems(pageB).nth(0)).toContainText('What a night!');
    await expect(commentItems(pageB).nth(1)).toContainText('<b>Encore</b> was');
    await expect(commentItems(pageB).nth(1).locator('b')).toHaveCount(0);
    await expect(commentItems(pageB).nth(0)).toContainText(/just now|seconds? ago/);
    await expect(
      commentItems(pageB).nth(0).getByRole('link', { name: b.displayName }),
    ).toHaveAttribute('href', `/profile/${b.id}`);
    await expect(pageB.getByTestId('show-comments-count')).toHaveText('2 comments');

    // B deletes the first comment, after confirming.
    await commentItems(pageB).nth(0).getByRole('button', { name: 'Delete comment' }).click();
    const confirm = pageB.getByRole('dialog', { name: 'Delete comment?' });
    await expect(confirm).toContainText('What a night!');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(pageB, 'Comment deleted')).toBeVisible();
    await expect(commentItems(pageB)).toHaveCount(1);
    await expect(commentItems(pageB).nth(0)).toContainText('Encore');
    await expect(pageB.getByTestId('show-comments-count')).toHaveText('1 comment');

    // Back on Home (no reload): the feed card follows the new counts.
    await pageB.getByRole('link', { name: 'Gigrank home' }).click();
    await expect(feedCard.getByRole('button', { name: '1 like, like this show' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(feedCard.getByRole('link', { name: '1 comment', exact: true })).toBeVisible();

    // A sees B's like and comment, with no delete control on it.
    await pageA.goto(`/show/${show.id}`);
    await expect(pageA.getByTestId('show-likes-count')).toHaveText('1 like');
    await expect(likeButton(pageA)).toHaveAttribute('aria-pressed', 'false');
    await expect(commentItems(pageA)).toHaveCount(1);
    await expect(commentItems(pageA).nth(0)).toContainText(b.displayName);
    await expect(pageA.getByRole('button', { name: 'Delete comment' })).toHaveCount(0);

    // A's own comment can be deleted by A only.
    await pageA.getByLabel('Add a comment').fill(`Thanks, ${b.displayName}!`);
    await pageA.getByRole('button', { name: 'Post comment' }).click();
    await expect(commentItems(pageA)).toHaveCount(2);
    await expect(
      commentItems(pageA).nth(1).getByRole('button', { name: 'Delete comment' }),
    ).toBeVisible();
    await expect(
      commentItems(pageA).nth(0).getByRole('button', { name: 'Delete comment' }),
    ).toHaveCount(0);
    expect(a.username).not.toBe(b.username);

    await second.context.close();
  });

  test('a failed like reverts', async ({ page }) => {
    await signUp(page);
    const show = await logShow(page.request, { artist: uniqueName('Flaky'), score: 50 });
    await page.goto(`/show/${show.id}`);
    await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'false');
    await failProcedure(page, 'social.like', { status: 500, delayMs: 300 });
    await likeButton(page).click();
    // Optimistic first...
    await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('show-likes-count')).toHaveText('1 like');
    // ...then back, with a toast.
    await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByTestId('show-likes-count')).toHaveText('0 likes');
    await expect(toast(page, 'Error')).toBeVisible();
  });
});
