import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as spriteIcons from '../src/icon-sprite';
import { iconSpriteMarkup } from '../src/icon-sprite-symbols';

const icons = Object.entries(spriteIcons).filter(([name]) => name.startsWith('Icon')) as [
  string,
  spriteIcons.SpriteIcon,
][];

describe('the card icons sprite', () => {
  const sprite = iconSpriteMarkup();

  it('draws a symbol for every icon the cards use, once, in a hidden svg', () => {
    expect(icons.length).toBeGreaterThanOrEqual(11);
    expect(sprite).toMatch(
      /^<svg [^>]*aria-hidden="true"[^>]*style="position:absolute;width:0;height:0/,
    );
    for (const [name, Icon] of icons) {
      const href = /<use href="#([^"]+)"/.exec(renderToStaticMarkup(<Icon />))?.[1];
      expect(href, name).toBeTruthy();
      expect(sprite.split(`<symbol id="${href}" viewBox="0 0 24 24">`), name).toHaveLength(2);
    }
  });

  it("holds each Tabler icon's own drawing: its paths and stroke", () => {
    const calendar = /<symbol id="gi-calendar"[^>]*>(.*?)<\/symbol>/.exec(sprite)?.[1] ?? '';
    expect(calendar).toContain('stroke="currentColor"');
    expect(calendar).toContain('<path d="M16 3v4"></path>');
    const filled = /<symbol id="gi-heart-filled"[^>]*>(.*?)<\/symbol>/.exec(sprite)?.[1] ?? '';
    expect(filled).toContain('fill="currentColor"');
  });

  it('renders an icon at its size with the class names and props Tabler would give it', () => {
    const markup = renderToStaticMarkup(
      <spriteIcons.IconMapPin size={14} aria-hidden className="extra" style={{ flexShrink: 0 }} />,
    );
    expect(markup).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="14" height="14" viewBox="0 0 24 24" class="tabler-icon tabler-icon-map-pin extra" aria-hidden="true" style="flex-shrink:0"><use href="#gi-map-pin"></use></svg>',
    );
  });
});
