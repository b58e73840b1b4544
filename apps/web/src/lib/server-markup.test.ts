import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { adopting } from './server-markup';

function Screen({ name }: { name: string }) {
  return createElement('h1', null, `Hello ${name}`);
}

describe('adopting', () => {
  it('adds nothing to the markup: the server and the browser render the same', () => {
    const Adopting = adopting(Screen);
    expect(renderToString(createElement(Adopting, { name: 'Ana' }))).toBe(
      renderToString(createElement(Screen, { name: 'Ana' })),
    );
  });

  it("keeps a code-split view's preload, which the router calls before rendering it", async () => {
    const preload = vi.fn(() => Promise.resolve());
    const SplitScreen = Object.assign((props: { name: string }) => Screen(props), { preload });
    const Adopting = adopting(SplitScreen);
    await (Adopting as unknown as { preload: () => Promise<void> }).preload();
    expect(preload).toHaveBeenCalledOnce();
  });

  it('wraps a view once, however often it is asked', () => {
    const once = adopting(Screen);
    expect(adopting(once)).toBe(once);
  });
});
