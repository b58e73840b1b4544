import { TOOLTIP_OPEN_DELAY_MS } from '@gigrank/domain';
import {
  createTheme,
  virtualColor,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';

/**
 * Gigrank's look: a stage-light palette on a light scheme. `encore` (a deep
 * raspberry) is the primary colour, `spotlight` (amber) the accent, `midnight`
 * (a dark violet) the secondary colour of headers and type, `cream` the warm
 * background used behind cards and the Wrapped image.
 */
const encore: MantineColorsTuple = [
  '#fff0f6',
  '#ffdeeb',
  '#fcc2d7',
  '#f7a1c0',
  '#ef7aa5',
  '#e4578c',
  '#d63f78',
  '#c2255c',
  '#a61e4d',
  '#871845',
];

const spotlight: MantineColorsTuple = [
  '#fff8e1',
  '#ffefcc',
  '#ffdd9b',
  '#ffca64',
  '#ffba38',
  '#ffb01b',
  '#ffab09',
  '#e39500',
  '#ca8400',
  // The darkest shade carries text on the light shades (5.2:1 on spotlight.1).
  '#8f4f00',
];

const midnight: MantineColorsTuple = [
  '#f3f0fa',
  '#e3ddf0',
  '#c5b9e2',
  '#a592d3',
  '#8a71c6',
  '#785cbf',
  '#6f51bc',
  '#5e42a6',
  '#4f3a8f',
  '#1f1235',
];

const cream: MantineColorsTuple = [
  '#fffdf8',
  '#fff8e7',
  '#fcefd0',
  '#f8e3b3',
  '#f3d591',
  '#efca75',
  '#edc466',
  '#d2ab52',
  '#bb9845',
  '#a28234',
];

/**
 * Mantine's dark palette, tinted violet like `midnight` (its greys would look
 * borrowed next to the brand). In dark mode Mantine reads text from 0,
 * dimmed text from 2, borders from 4, inputs from 6 and the body from 7;
 * the page behind it is 8. Dimmed text is 6.5:1 on 7 and 5.6:1 on 6.
 */
const dark: MantineColorsTuple = [
  '#ece8f4',
  '#c9c1db',
  '#a99fc0',
  '#81779c',
  '#4d4466',
  '#3b3351',
  '#2c2540',
  '#211b31',
  '#1a1527',
  '#110d1b',
];

export const theme = createTheme({
  primaryColor: 'encore',
  primaryShade: 7,
  colors: {
    encore,
    spotlight,
    midnight,
    cream,
    dark,
    // The score band 'foreground' (packages/ui score.tsx): near-black in light, a grey that
    // stands out from the dark page in dark.
    ink: virtualColor({ name: 'ink', light: 'dark', dark: 'gray' }),
  },
  black: '#1f1235',
  white: '#ffffff',
  defaultRadius: 'md',
  cursorType: 'pointer',
  // Dialogs, menus and toasts appear without motion for people who ask for less.
  respectReducedMotion: true,
  fontFamily:
    'Inter, "Segoe UI", system-ui, -apple-system, BlinkMacSystemFont, Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily:
      '"Archivo", "Inter", "Segoe UI", system-ui, -apple-system, BlinkMacSystemFont, Roboto, sans-serif',
    fontWeight: '800',
  },
  components: {
    // Every dialog's, drawer's and toast's close button has a name (axe button-name).
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } },
      // A toast's text on the dimmed token (Mantine's grey.6 was 3.3:1 on white).
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    },
    // Tooltips wait before opening (SPEC section 9); within a Tooltip.Group the next one opens at once.
    // A plain object (not Tooltip.extend) keeps the Tooltip code out of the first screen's bundle.
    Tooltip: {
      defaultProps: { openDelay: TOOLTIP_OPEN_DELAY_MS, withArrow: true },
    },
  },
  other: {
    accentColor: 'spotlight',
    secondaryColor: 'midnight',
    backgroundColor: 'cream',
  },
});

/**
 * The app's role tokens: what a colour is for, with its value per scheme
 * (packages/ui tokens.ts names them for the components). Screens use these
 * (and Mantine's own roles: body, text, bright, dimmed, default-border), never
 * a palette shade that means ink in light mode and background in dark.
 *
 * Colours that carry text are chosen for WCAG AA (4.5:1) on every background
 * the app paints (light: white and the cream shades, figures in the comments
 * are the worst case, on cream.2; dark: the dark shades 6-8). They replace
 * Mantine's defaults where those fall short: the dimmed grey (#868e96, 3.0:1)
 * and the text shades of the two amber verdicts, which were the same colour
 * (#e39500, 2.4:1). Loved is a burnt orange and okay an olive, so the two
 * verdicts read apart, in both schemes.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  // Light mode's text colours by name in both schemes: the Wrapped card, an image to share,
  // keeps its light look in dark mode with them (wrapped/Wrapped.module.css).
  variables: {
    '--gg-light-dimmed': '#5f6770',
    '--gg-light-loved': '#a04c00',
  },
  light: {
    '--gg-color-page': 'var(--mantine-color-cream-0)',
    '--gg-color-surface': 'var(--mantine-color-white)',
    '--gg-color-surface-raised': 'rgba(255, 255, 255, 0.92)',
    '--gg-color-surface-soft': 'var(--mantine-color-cream-0)',
    '--gg-color-sunken': 'var(--mantine-color-gray-0)',
    '--gg-color-line': 'var(--mantine-color-cream-3)',
    '--gg-color-line-soft': 'var(--mantine-color-gray-2)',
    '--gg-color-ink-soft': 'var(--mantine-color-midnight-7)', // 6.9:1
    '--gg-color-tag': 'var(--mantine-color-midnight-0)',
    '--gg-color-tag-hover': 'var(--mantine-color-midnight-0)',
    '--gg-color-tag-border': 'var(--mantine-color-midnight-2)',
    '--gg-color-strong': 'var(--mantine-color-midnight-9)',
    '--gg-color-danger-surface': 'var(--mantine-color-red-0)',
    '--mantine-color-dimmed': 'var(--gg-light-dimmed)', // #5f6770, 5.0:1
    // Placeholders, and a file button's 'Choose an image' (real text, read as such): 4.7:1.
    '--mantine-color-placeholder': '#6c737c',
    '--mantine-color-spotlight-text': 'var(--gg-light-loved)', // #a04c00, 5.2:1
    '--mantine-color-spotlight-light-color': 'var(--gg-light-loved)',
    '--mantine-color-yellow-text': '#6e5c00', // 5.8:1
    '--mantine-color-yellow-light-color': '#6e5c00',
    '--mantine-color-red-text': '#c92a2a', // 5.0:1 on red.0 (the danger zone)
    '--mantine-color-red-light-color': '#c92a2a',
    // A field's message and its text in error (axe's contrast check): red.6 was 3.3:1; 6.0:1.
    '--mantine-color-error': '#c92a2a',
    // Filled red (the Delete buttons) under white text: red.9, 5.0:1 (red.7 was 3.8:1).
    '--mantine-color-red-filled': 'var(--mantine-color-red-9)',
    '--mantine-color-red-filled-hover': '#a61e1e',
    // Outlined red (the danger zone's Delete account) on red.0: 5.0:1 (red.7 was 3.6:1).
    '--mantine-color-red-outline': '#c92a2a',
  },
  dark: {
    '--gg-color-page': 'var(--mantine-color-dark-8)',
    '--gg-color-surface': 'var(--mantine-color-dark-7)',
    '--gg-color-surface-raised': 'rgba(33, 27, 49, 0.92)',
    '--gg-color-surface-soft': 'var(--mantine-color-dark-6)',
    '--gg-color-sunken': 'var(--mantine-color-dark-6)',
    '--gg-color-line': 'var(--mantine-color-dark-4)',
    '--gg-color-line-soft': 'var(--mantine-color-dark-5)',
    '--gg-color-ink-soft': 'var(--mantine-color-midnight-2)', // 8.9:1 on dark.7
    '--gg-color-tag': 'var(--mantine-color-dark-5)',
    '--gg-color-tag-hover': 'var(--mantine-color-dark-4)',
    '--gg-color-tag-border': 'var(--mantine-color-dark-3)',
    '--gg-color-strong': 'var(--mantine-color-midnight-7)', // white on it 7.3:1
    '--gg-color-danger-surface': 'var(--mantine-color-red-light)',
    '--mantine-color-midnight-text': 'var(--mantine-color-midnight-2)', // 8.9:1 (shade 4 was 3.6:1)
    '--mantine-color-placeholder': '#9a90b3', // 4.9:1 on an input (dark.6)
    '--mantine-color-spotlight-text': '#ffa94d', // orange, 8.6:1 on dark.7
    '--mantine-color-spotlight-light-color': '#ffa94d',
    '--mantine-color-yellow-text': '#d9d46a', // olive-yellow, 10:1
    '--mantine-color-yellow-light-color': '#d9d46a',
    '--mantine-color-red-text': '#ff8787',
    '--mantine-color-red-light-color': '#ffa8a8',
    // A field's message and its text in error: red.8 was 3.2:1 on an input (dark.6); 6.2:1.
    '--mantine-color-error': '#ff8787',
    '--mantine-color-red-filled': 'var(--mantine-color-red-9)',
    '--mantine-color-red-filled-hover': '#a61e1e',
  },
});
