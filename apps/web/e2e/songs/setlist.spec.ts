import type { Page } from '@playwright/test';
import { expectAccessibleInBothSchemes } from '../support/a11y';
import * as addShow from '../support/add-show';
import * as ranking from '../support/ranking';
import { toast, toastWith } from '../support/app';
import { recordProcedureCalls } from '../support/network';
import { daysAgo, logShow, uniqueName } from '../support/seed';
import * as setlists from '../support/setlists';
import { expect, test } from '../support/test';
import { signUp, signUpWithOther } from '../support/users';

/**
 * Writing and sharing setlists on a phone: a fan types one song by song
 * (Enter goes to the next song; an encore, a cover under More), then pastes
 * one over it; a second fan at the same gig sees the first one's setlist on
 * their show and takes it as theirs in one tap; Add Show and Edit Show save
 * one with the show; the section and the dialog pass axe in both colour
 * schemes. Setup goes through the API.
 */

test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'light' });

test('a fan types a setlist song by song, then pastes one over it', async ({ page }) => {
  await signUp(page);
  const artist = uniqueName('Setlist Band');
  const show = await logShow(page.request, { artist, city: 'Lisbon' });
  const calls = recordProcedureCalls(page);
  await page.goto(`/show/${show.id}`);
  const section = setlists.section(page);
  await expect(section).toContainText('No setlist yet.');

  // The dialog takes the whole phone screen, the first title ready to type into.
  const editor = await setlists.openDialog(page, 'Add setlist');
  expect((await editor.boundingBox())?.width).toBe(390);
  await expect(setlists.title(editor, 1)).toBeFocused();
  await page.keyboard.type('Airbag');
  await page.keyboard.press('Enter');
  await expect(setlists.title(editor, 2)).toBeFocused();
  await page.keyboard.type('Paranoid Android');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Heroes');
  const heroes = setlists.row(editor, 3);
  await heroes.getByRole('button', { name: 'More about song 3' }).click();
  await heroes.getByRole('textbox', { name: 'Cover of' }).fill('David Bowie');
  await editor.getByRole('button', { name: 'Add song' }).click();
  await expect(setlists.title(editor, 4)).toBeFocused();
  await page.keyboard.type('Karma Police');
  await setlists.row(editor, 4).getByRole('checkbox', { name: 'Encore' }).check();
  await expect(editor.getByTestId('setlist-count')).toHaveText('4 songs, 1 in the encore');

  // A song with a guest but no title is refused in the dialog: nothing is sent.
  await editor.getByRole('button', { name: 'Add song' }).click();
  const untitled = setlists.row(editor, 5);
  await untitled.getByRole('button', { name: 'More about song 5' }).click();
  await untitled.getByRole('textbox', { name: 'With guest' }).fill('Nobody Yet');
  await editor.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(untitled.getByText('Song title is required')).toBeVisible();
  expect(calls).not.toContain('songs.setSetlist');
  await untitled.getByRole('button', { name: 'Remove song 5' }).click();

  await editor.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Setlist saved')).toBeVisible();
  await expect(editor).toBeHidden();
  await expect(setlists.mainSet(section)).toHaveText([
    'Airbag',
    'Paranoid Android',
    'Heroes (David Bowie cover)',
  ]);
  await expect(setlists.encore(section)).toHaveText(['Karma Police']);

  // Pasted over: the list as text to start from, its songs counted as it is typed.
  const again = await setlists.openDialog(page, 'Edit setlist');
  await again.getByText('Paste a list', { exact: true }).click();
  const text = again.getByRole('textbox', { name: 'Paste a list' });
  await expect(text).toHaveValue(/^Airbag\nParanoid Android\nHeroes \(David Bowie cover\)\n/);
  await text.fill(
    [
      '1. Intro (tape)',
      '2. Creep',
      '3. Lucky (with Guest Star)',
      '',
      'Encore:',
      '4. Exit Music (acoustic)',
      '5. Heroes (David Bowie cover)',
    ].join('\n'),
  );
  await expect(again.getByTestId('setlist-count')).toHaveText('5 songs, 2 in the encore');
  await again.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toastWith(page, 'Setlist saved', '5 songs')).toBeVisible();
  await expect(again).toBeHidden();
  await expect(setlists.mainSet(section)).toHaveText([
    'Intro (tape)',
    'Creep',
    'Lucky (with Guest Star)',
  ]);
  await expect(setlists.encore(section)).toHaveText([
    'Exit Music · acoustic',
    'Heroes (David Bowie cover)',
  ]);
});

test("a second fan at the same gig takes the first fan's setlist as what they heard", async ({
  page,
  request,
}) => {
  const { other: first } = await signUpWithOther(page, request, { other: 'first' });
  const artist = uniqueName('Shared Gig');
  const date = daysAgo(20);
  const theirs = await logShow(request, { artist, city: 'Porto', date });
  await setlists.putSetlist(request, theirs.id, [
    { title: 'Opening' },
    { title: 'Hit Single', withGuest: 'Guest Star' },
    { title: 'Closer', encore: true },
  ]);
  const mine = await logShow(page.request, { artist, city: 'Porto', date });

  await page.goto(`/show/${mine.id}`);
  const section = setlists.section(page);
  const from = section.getByTestId('setlist-from');
  await expect(from).toHaveText(`From ${first.displayName}'s setlist`);
  await expect(from.getByRole('link')).toHaveAttribute('href', `/show/${theirs.id}`);
  await expect(setlists.mainSet(section)).toHaveText(['Opening', 'Hit Single (with Guest Star)']);
  await expect(section.getByRole('button', { name: 'Add setlist' })).toBeVisible();

  await section.getByRole('button', { name: 'This is what I heard' }).click();
  await expect(toast(page, 'Setlist saved')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Edit setlist' })).toBeVisible();
  await expect(from).toHaveCount(0);
  await expect(section.getByRole('button', { name: 'This is what I heard' })).toHaveCount(0);
  await expect(setlists.encore(section)).toHaveText(['Closer']);

  // The gig's page: the setlist both now have, and that they agree.
  await page.goto(`/gig/${mine.artistId}/${mine.cityId}/${date}`);
  await expect(setlists.section(page).getByTestId('setlist-from')).toHaveText(
    `From ${first.displayName}'s setlist · 2 of 2 agree`,
  );
  await expect(setlists.mainSet(setlists.section(page))).toHaveText([
    'Opening',
    'Hit Single (with Guest Star)',
  ]);
});

test('a setlist typed on Add Show is saved with the show, and added to in Edit Show from its page and the ranking', async ({
  page,
}) => {
  const artist = uniqueName('Add Show Band');
  const form = await addShow.gotoAsNewUser(page);
  await addShow.typeFreely(form, 'Artist', artist);
  await addShow.pickOption(page, form, 'City', 'Lisbon', 'Lisbon, PT');
  const open = form.getByRole('button', { name: 'Add setlist (optional)' });
  await open.click();
  await setlists.title(form, 1).fill('First Song');
  await setlists.title(form, 1).press('Enter');
  await expect(setlists.title(form, 2)).toBeFocused();
  await page.keyboard.type('Second Song');
  await form.getByRole('button', { name: 'Save Show' }).click();
  await expect(toast(page, 'Show added successfully')).toBeVisible();
  // The form starts over: the setlist closed and empty again.
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  await expect(setlists.title(form, 1)).toHaveCount(0);

  const [show] = await addShow.artistShows(page.request, artist);
  // The artist page's card leaves the songs out; the show's own answer has them.
  expect(show?.setlist).toBeUndefined();
  expect(await setlists.songsOf(page.request, show!.id)).toEqual([
    { title: 'First Song' },
    { title: 'Second Song' },
  ]);
  await page.goto(`/show/${show!.id}`);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Show Rating' });
  await edit.getByRole('button', { name: /^Setlist/ }).click();
  await setlists.title(edit, 2).press('Enter');
  await page.keyboard.type('Third Song');
  await edit.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Show updated')).toBeVisible();
  await expect(setlists.mainSet(setlists.section(page))).toHaveText([
    'First Song',
    'Second Song',
    'Third Song',
  ]);

  // From the profile's ranking, whose cards carry no songs, the dialog reads the
  // show whole first and starts from its setlist.
  const fromRanking = await ranking.openEditFromSeen(page, artist);
  const setlistButton = fromRanking.getByRole('button', { name: /^Setlist/ });
  await expect(setlistButton).toContainText('3 songs');
  await setlistButton.click();
  await expect(setlists.title(fromRanking, 1)).toHaveValue('First Song');
  await setlists.title(fromRanking, 3).press('Enter');
  await page.keyboard.type('Fourth Song');
  await fromRanking.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Show updated')).toBeVisible();
  expect((await setlists.songsOf(page.request, show!.id)).map((s) => s.title)).toEqual([
    'First Song',
    'Second Song',
    'Third Song',
    'Fourth Song',
  ]);
});

/** The axe check of the screen now, in light and dark mode. */
const expectAccessible = (page: Page, where: string) =>
  expectAccessibleInBothSchemes(page, `${where} (phone)`);

test('the setlist section and its dialog pass axe in light and dark mode', async ({
  page,
  request,
}) => {
  await signUpWithOther(page, request, { other: 'writer' });
  const artist = uniqueName('Axe Gig');
  const date = daysAgo(30);
  const theirs = await logShow(request, { artist, city: 'Madrid', date });
  await setlists.putSetlist(request, theirs.id, [
    { title: 'Intro', tape: true },
    { title: 'Song One', note: 'acoustic' },
    { title: 'Heroes', coverOf: 'David Bowie', withGuest: 'Guest Star' },
    { title: 'Last', encore: true },
  ]);
  const mine = await logShow(page.request, { artist, city: 'Madrid', date });

  // The gig's setlist on a show without one: whose, the songs and "This is what I heard".
  await page.goto(`/show/${mine.id}`);
  const section = setlists.section(page);
  await expect(setlists.mainSet(section)).toHaveCount(3);
  await expect(section.getByRole('button', { name: 'This is what I heard' })).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await expectAccessible(page, 'Show page with the gig setlist');

  // The dialog, a song's More fields open.
  const editor = await setlists.openDialog(page, 'Add setlist');
  await page.keyboard.type('First Song');
  await setlists.row(editor, 1).getByRole('button', { name: 'More about song 1' }).click();
  await expect(setlists.row(editor, 1).getByRole('textbox', { name: 'Cover of' })).toBeVisible();
  await expectAccessible(page, 'Setlist dialog');
});
