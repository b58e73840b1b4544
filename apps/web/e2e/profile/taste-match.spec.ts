import { artistPath, toastWith } from '../support/app';
import { failProcedure, holdProcedure, pagesWithoutFirstScreen } from '../support/network';
import * as profile from '../support/profile';
import { followViaApi, logScores, logShow, uniqueNames } from '../support/seed';
import { expect, test } from '../support/test';
import { newUser, registerViaApi, signUp } from '../support/users';

/**
 * Taste match and For You: a visitor reads how much they agree
 * with someone, and the artists both loved; For You names who loved each
 * pick, and its 'Add to Want to See' puts the artist on the list.
 */
test('taste match on a profile; For You names who loved it and adds it to Want to See', async ({
  page,
  request,
}) => {
  const [alpha, beta, gamma, pick] = uniqueNames('Alpha', 'Beta', 'Gamma', 'Pick');
  // Rui (the API context) rates three artists and loves one Ana has not seen.
  const rui = await registerViaApi(request, newUser('rui'));
  await logScores(request, [
    [alpha, 80],
    [beta, 70],
    [gamma, 50],
    [pick, 93],
  ]);
  // Ana (the page): averages 90 (85 and 95), 60 and 100 for the same three.
  const ana = await signUp(page, newUser('ana'));
  await logScores(page.request, [
    [alpha, 85],
    [alpha, 95],
    [beta, 60],
    [gamma, 100],
  ]);
  await followViaApi(page.request, ana.id, rui.id);

  // (0.9 + 0.9 + 0.5) / 3 = 76.67% -> 77%; both loved only Alpha (90 and 80).
  await page.goto(`/profile/${rui.id}`);
  const card = page.getByRole('region', { name: 'Taste match' });
  await expect(
    card.getByText('You agree 77% on 3 artists you both rated', { exact: true }),
  ).toBeVisible();
  const bothLoved = card.getByRole('list', { name: 'Artists you both loved' });
  await expect(bothLoved.getByRole('listitem')).toHaveCount(1);
  await expect(bothLoved.getByRole('link', { name: alpha })).toHaveAttribute(
    'href',
    artistPath(alpha),
  );
  await expect(bothLoved).toContainText(`You 90 · ${rui.displayName.split(' ')[0]} 80`);

  // Not on one's own profile. The Want to See tab is read first (0 artists), so its count
  // must be refreshed by the add below, not merely loaded after it.
  await page.goto('/profile?tab=want-to-see');
  await expect(page.getByTestId('want-to-see-count')).toHaveText('0 artists');
  await expect(page.getByRole('region', { name: 'Taste match' })).toHaveCount(0);

  await profile.selectProfileTab(page, 'For You');
  const row = page
    .getByRole('list', { name: 'Recommended artists' })
    .getByRole('listitem', { name: pick });
  await expect(row).toContainText(`Loved by ${rui.displayName}`);
  await expect(row.getByRole('link', { name: rui.displayName })).toHaveAttribute(
    'href',
    `/profile/${rui.id}`,
  );
  await row.getByRole('button', { name: 'Add to Want to See' }).click();
  await expect(
    toastWith(
      page,
      'Artist added to Want to See list',
      `You've added ${pick} to your Want to See list`,
    ),
  ).toBeVisible();
  const saved = row.getByRole('button', { name: 'Saved to Want to See' });
  await expect(saved).toHaveAttribute('aria-disabled', 'true');

  await profile.selectProfileTab(page, 'Want to See');
  await expect(page.getByTestId('want-to-see-count')).toHaveText('1 artist');
  await expect(profile.wantToSeeRows(page)).toHaveCount(1);
  await expect(profile.wantToSeeRows(page).getByRole('link', { name: pick })).toBeVisible();
});

test('taste match: a skeleton while loading, an error with Try again, nothing with no artist in common', async ({
  page,
  request,
}) => {
  const [shared, mine] = uniqueNames('Shared', 'Mine only');
  const rui = await registerViaApi(request, newUser('rui'));
  await logShow(request, { artist: shared, score: 64 });
  const stranger = await registerViaApi(request, newUser('stranger'));
  await signUp(page, newUser('ana'));
  await logShow(page.request, { artist: shared, score: 80 });
  await logShow(page.request, { artist: mine, score: 80 });

  // The page comes without its first reads, so the browser asks for the taste match: held
  // first (the route added last runs first), then failed.
  await pagesWithoutFirstScreen(page);
  const stopFailing = await failProcedure(page, 'profile.tasteMatch');
  const release = await holdProcedure(page, 'profile.tasteMatch');
  await page.goto(`/profile/${rui.id}`);
  await expect(page.getByRole('heading', { name: rui.displayName })).toBeVisible();
  const card = page.getByRole('region', { name: 'Taste match' });
  await expect(page.getByLabel('Loading taste match')).toBeVisible();
  release();
  const failed = page.getByRole('alert').filter({ hasText: 'Failed to load taste match' });
  await expect(failed).toBeVisible();
  await expect(card).toHaveCount(0);
  await stopFailing();
  await failed.getByRole('button', { name: 'Try again' }).click();
  // 100 - |80 - 64| = 84.
  await expect(card.getByText('You agree 84% on 1 artist you both rated')).toBeVisible();
  await expect(card.getByRole('list', { name: 'Artists you both loved' })).toHaveCount(0);

  // No artist in common (the stranger rated another): no card at all.
  await page.goto(`/profile/${stranger.id}`);
  await expect(page.getByRole('heading', { name: stranger.displayName })).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'Profile sections' })).toBeVisible();
  await expect(page.getByLabel('Loading taste match')).toHaveCount(0);
  await expect(card).toHaveCount(0);
});
