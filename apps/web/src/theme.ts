import { TOOLTIP_OPEN_DELAY_MS } from '@gigrank/domain';
import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

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

export const theme = createTheme({
  primaryColor: 'encore',
  primaryShade: 7,
  colors: { encore, spotlight, midnight, cream },
  black: '#1f1235',
  white: '#ffffff',
  defaultRadius: 'md',
  cursorType: 'pointer',
  // Dialogs, menus and toasts appear without motion for people who ask for less (issue 18).
  respectReducedMotion: true,
  fontFamily:
    'Inter, "Segoe UI", system-ui, -apple-system, BlinkMacSystemFont, Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily:
      '"Archivo", "Inter", "Segoe UI", system-ui, -apple-system, BlinkMacSystemFont, Roboto, sans-serif',
    fontWeight: '800',
  },
  components: {
    // Every dialog's, drawer's and toast's close button has a name (issue 18: axe button-name).
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } },
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
 * Colours that carry text, chosen for WCAG AA (4.5:1) on every background the
 * app paints (white and the cream shades; figures in the comments are the
 * worst case, on cream.2). They replace Mantine's defaults where those fall
 * short: the dimmed grey (#868e96, 3.0:1) and the text shades of the two
 * amber verdicts, which were the same colour (#e39500, 2.4:1). Loved is a
 * burnt orange and okay an olive, so the two verdicts read apart.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5f6770', // 5.0:1
    '--mantine-color-spotlight-text': '#a04c00', // 5.2:1
    '--mantine-color-spotlight-light-color': '#a04c00',
    '--mantine-color-yellow-text': '#6e5c00', // 5.8:1
    '--mantine-color-yellow-light-color': '#6e5c00',
    '--mantine-color-red-text': '#c92a2a', // 5.0:1 on red.0 (the danger zone)
    '--mantine-color-red-light-color': '#c92a2a',
  },
  dark: {},
});
