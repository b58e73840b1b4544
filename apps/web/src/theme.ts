import { TOOLTIP_OPEN_DELAY_MS } from '@gigrank/domain';
import { createTheme, type MantineColorsTuple } from '@mantine/core';

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
  '#af7100',
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
  fontFamily:
    'Inter, "Segoe UI", system-ui, -apple-system, BlinkMacSystemFont, Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily:
      '"Archivo", "Inter", "Segoe UI", system-ui, -apple-system, BlinkMacSystemFont, Roboto, sans-serif',
    fontWeight: '800',
  },
  components: {
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
