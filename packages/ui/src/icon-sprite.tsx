import type { SVGProps } from 'react';

/** The icons of the page's sprite; icon-sprite-symbols.ts draws each one. */
export type SpriteIconName =
  | 'building-stadium'
  | 'calendar'
  | 'chevron-right'
  | 'confetti'
  | 'heart'
  | 'heart-filled'
  | 'map-pin'
  | 'message-circle'
  | 'microphone-2'
  | 'music'
  | 'trophy';

/** A symbol's id in the page: `gi-` and the icon's name. */
export const spriteSymbolId = (name: SpriteIconName) => `gi-${name}`;

/** An icon of the page's sprite: the props the cards give Tabler's icons. */
export interface SpriteIconProps extends Omit<SVGProps<SVGSVGElement>, 'ref' | 'children'> {
  /** Width and height in px (24 by default, as Tabler's). */
  size?: number;
}

/**
 * A card's icon as a `<use>` of its symbol in the page's sprite
 * (icon-sprite-symbols.ts): the same size, colour (currentColor) and
 * class names as the Tabler icon it stands for, two elements instead of
 * four to six.
 */
function spriteIcon(name: SpriteIconName) {
  const className = `tabler-icon tabler-icon-${name}`;
  const href = `#${spriteSymbolId(name)}`;
  function SpriteIcon({ size = 24, className: extra, ...props }: SpriteIconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        className={extra ? `${className} ${extra}` : className}
        {...props}
      >
        <use href={href} />
      </svg>
    );
  }
  SpriteIcon.displayName = `SpriteIcon(${name})`;
  return SpriteIcon;
}

export const IconBuildingStadium = spriteIcon('building-stadium');
export const IconCalendar = spriteIcon('calendar');
export const IconChevronRight = spriteIcon('chevron-right');
export const IconConfetti = spriteIcon('confetti');
export const IconHeart = spriteIcon('heart');
export const IconHeartFilled = spriteIcon('heart-filled');
export const IconMapPin = spriteIcon('map-pin');
export const IconMessageCircle = spriteIcon('message-circle');
export const IconMicrophone2 = spriteIcon('microphone-2');
export const IconMusic = spriteIcon('music');
export const IconTrophy = spriteIcon('trophy');

/** One of the sprite's icons, as a component. */
export type SpriteIcon = ReturnType<typeof spriteIcon>;
