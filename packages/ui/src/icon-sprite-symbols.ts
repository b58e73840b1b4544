// The icons drawn on every show card and ranked row, written once into the
// page as an SVG sprite (apps/web/vite.config.ts puts `iconSpriteMarkup()`
// at the start of index.html's body). The cards then draw each icon as a
// `<use>` of its symbol (icon-sprite.tsx): a feed of 20 cards holds about
// 150 icons, and each inlined one is 4-6 elements and half a kilobyte of
// markup that the browser parses and React walks when it adopts the page.
// This module runs at build time only; the browser's icons are icon-sprite.tsx.
import {
  IconBuildingStadium,
  IconCalendar,
  IconChevronRight,
  IconConfetti,
  IconHeart,
  IconHeartFilled,
  IconMapPin,
  IconMessageCircle,
  IconMicrophone2,
  IconMusic,
  IconTrophy,
  type TablerIcon,
} from '@tabler/icons-react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { spriteSymbolId, type SpriteIconName } from './icon-sprite';

const SPRITE_ICONS: Record<SpriteIconName, TablerIcon> = {
  'building-stadium': IconBuildingStadium,
  calendar: IconCalendar,
  'chevron-right': IconChevronRight,
  confetti: IconConfetti,
  heart: IconHeart,
  'heart-filled': IconHeartFilled,
  'map-pin': IconMapPin,
  'message-circle': IconMessageCircle,
  'microphone-2': IconMicrophone2,
  music: IconMusic,
  trophy: IconTrophy,
};

/**
 * The sprite: one hidden `<svg>` with a `<symbol>` for each icon, holding the
 * icon as its library draws it at 24 px (the symbols scale with the `<use>`).
 */
export function iconSpriteMarkup(): string {
  const symbols = Object.entries(SPRITE_ICONS).map(([name, TablerIcon]) =>
    renderToStaticMarkup(
      createElement(
        'symbol',
        { id: spriteSymbolId(name as SpriteIconName), viewBox: '0 0 24 24' },
        createElement(TablerIcon),
      ),
    ),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true" focusable="false" style="position:absolute;width:0;height:0;overflow:hidden">${symbols.join('')}</svg>`;
}
