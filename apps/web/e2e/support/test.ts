// The specs' `test`: Playwright's, with every page of a test waiting after each navigation
// until the app has adopted the server's markup.
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

export { expect };

/**
 * Resolves once the page is usable: the server sends a signed-in screen's markup inert
 * (apps/api http/first-screen.ts) and the app lifts that once it has adopted it (main.tsx).
 * Clicks on inert markup do nothing, but Playwright's hit test passes them and its `fill`
 * writes into an inert field, behind the app's back; so a test waits as a person would, for
 * the screen to respond. At once on a page the browser rendered alone.
 */
async function appAdopted(page: Page): Promise<void> {
  await expect(
    page.locator('#root[inert]'),
    'the app adopts the server-rendered screen',
  ).toHaveCount(0, { timeout: 20_000 });
}

const NAVIGATIONS = ['goto', 'reload', 'goBack', 'goForward'] as const;

/** Makes `page`'s navigations resolve once the app has adopted the page (see appAdopted). */
function adoptAfterNavigations(page: Page): void {
  for (const name of NAVIGATIONS) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => ReturnType<Page[typeof name]>;
    (page as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      const response = await navigate(...args);
      await appAdopted(page);
      return response;
    };
  }
}

/** Every page of `context`, open now or later, waits for the app after navigating. */
export function adoptAfterNavigationsIn(context: BrowserContext): void {
  context.pages().forEach(adoptAfterNavigations);
  context.on('page', adoptAfterNavigations);
}

export const test = base.extend({
  context: async ({ context }, provide) => {
    adoptAfterNavigationsIn(context);
    await provide(context);
  },
});
