// Accessibility checks: axe-core over what the page shows now.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** WCAG 2.2 A and AA, and the 2.0/2.1 rules they include. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Rules axe leaves out by default that the check runs too: label-content-name-mismatch
 * (WCAG 2.5.3 Label in Name: a control's accessible name contains its visible text, so a
 * voice user who says what they see reaches it) is one of axe's experimental rules.
 */
const EXTRA_RULES = { 'label-content-name-mismatch': { enabled: true } };

/** The impacts that fail the check. */
const FAILING = new Set(['serious', 'critical']);

/** What axe reports wrong on a page (axe-core's results' `violations`). */
type Violations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'];

/** The part of axe-core this file calls in the page, once its script is in. */
interface AxeInPage {
  run(
    context: Document,
    options: {
      runOnly: { type: 'tag'; values: string[] };
      rules: Record<string, { enabled: boolean }>;
    },
  ): Promise<{ violations: Violations }>;
}

/** axe-core's script, the very one @axe-core/playwright injects. */
const AXE_SOURCE = readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve(
    'axe-core/axe.min.js',
  ),
  'utf8',
);

/**
 * axe's violations on the page now. A page without frames is checked in place: axe is put in
 * once per page load (a second check of the same load, in the other colour scheme, reuses it)
 * and run there, rather than through AxeBuilder, which puts axe in again on every check and
 * merges the results in a blank page of its own (seconds per check on two cores). A page with
 * frames goes through AxeBuilder, which checks each frame.
 */
async function violations(page: Page): Promise<Violations> {
  if (page.frames().length > 1) {
    return (
      await new AxeBuilder({ page }).withTags(WCAG_TAGS).options({ rules: EXTRA_RULES }).analyze()
    ).violations;
  }
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ tags, rules }) => {
      const axe = (window as unknown as { axe: AxeInPage }).axe;
      return (await axe.run(document, { runOnly: { type: 'tag', values: tags }, rules }))
        .violations;
    },
    { tags: WCAG_TAGS, rules: EXTRA_RULES },
  );
}

/**
 * Waits for transitions to settle: a half-faded dialog is not a colour the user reads. A moment
 * for a transition to begin (Mantine starts some after a timer), then until no finite
 * animation or transition runs (a loader's endless spin never ends, so it is not waited for).
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 250))),
  );
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (a) =>
              a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}

/**
 * Fails (softly: the test goes on to the next screen) with every serious or critical violation on the page as it is now
 * (an open dialog included), each with the elements it was found on.
 * `where` names the screen in the message.
 */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  await settled(page);
  // A11Y_SCREENSHOTS=dir keeps a picture of every screen checked, to look at by eye.
  const shots = process.env.A11Y_SCREENSHOTS;
  if (shots) await page.screenshot({ path: `${shots}/${where.replace(/[^\w]+/g, '-')}.png` });
  const serious = async () => (await violations(page)).filter((v) => FAILING.has(v.impact ?? ''));
  let failing = await serious();
  // Something that began to move during the check (a toast fading in as an answer arrives) is
  // read at a colour it only passes through: checked again once settled, what stays is reported.
  if (failing.length > 0) {
    await settled(page);
    failing = await serious();
  }
  const report = failing.map(
    (v) =>
      `${v.id} (${v.impact}, ${v.nodes.length}): ${v.help}\n` +
      v.nodes
        .slice(0, 6)
        .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.split('\n')[1] ?? ''}`)
        .join('\n'),
  );
  // Soft: one run reports every screen's violations, not only the first screen's.
  expect.soft(failing.length, `axe on ${where}:\n${report.join('\n')}`).toBe(0);
}

type Scheme = 'light' | 'dark';

/** Switches the system's colour scheme and waits until the app shows it (the app follows it). */
async function showScheme(page: Page, scheme: Scheme): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
}

/**
 * The screen as it is now, in light and in dark mode, on one page load: the mode it shows
 * first, then the other (the system's setting switched), then back to the first. Each check
 * waits for the page to be in its mode, else it would pass for nothing.
 */
export async function expectAccessibleInBothSchemes(page: Page, where: string): Promise<void> {
  const shown = await page.locator('html').getAttribute('data-mantine-color-scheme');
  const first: Scheme = shown === 'dark' ? 'dark' : 'light';
  const other: Scheme = first === 'dark' ? 'light' : 'dark';
  for (const scheme of [first, other]) {
    await showScheme(page, scheme);
    await expectAccessible(page, `${where}, ${scheme}`);
  }
  await showScheme(page, first);
}
