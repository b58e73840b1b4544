// Accessibility checks: axe-core over what the page shows now (issue 18).
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 A and AA, and the 2.0/2.1 rules they include. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The impacts that fail the check. */
const FAILING = new Set(['serious', 'critical']);

/**
 * Fails (softly: the test goes on to the next screen) with every serious or critical violation on the page as it is now
 * (an open dialog included), each with the elements it was found on.
 * `where` names the screen in the message.
 */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  // Transitions settle first: a half-faded dialog is not a colour the user reads.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 250))),
  );
  // A11Y_SCREENSHOTS=dir keeps a picture of every screen checked, to look at by eye.
  const shots = process.env.A11Y_SCREENSHOTS;
  if (shots) await page.screenshot({ path: `${shots}/${where.replace(/[^\w]+/g, '-')}.png` });
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const failing = violations.filter((v) => FAILING.has(v.impact ?? ''));
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
