/**
 * The app's colour roles, as CSS values for Mantine's style props (`bg`, `c`,
 * a Divider's `color`). Their values per colour scheme live in one place, the
 * web app's theme (apps/web src/theme.ts, `cssVariablesResolver`). Use these,
 * or Mantine's own roles (`c="bright"` for ink, `c="dimmed"`), never a palette
 * shade: `midnight.9` is ink on a light page and a background in dark mode.
 */
export const tone = {
  /** Behind the screens. */
  page: 'var(--gg-color-page)',
  /** Cards, the tab bar, dialogs' own panels. */
  surface: 'var(--gg-color-surface)',
  /** A panel set a little apart from the surface around it. */
  surfaceSoft: 'var(--gg-color-surface-soft)',
  /** A well or a hover, below the surface. */
  sunken: 'var(--gg-color-sunken)',
  /** Dividers and borders in the brand's warm tone. */
  line: 'var(--gg-color-line)',
  /** Quieter dividers between rows. */
  lineSoft: 'var(--gg-color-line-soft)',
  /** Secondary ink: sub-lines and figures beside the ink of a title. */
  inkSoft: 'var(--gg-color-ink-soft)',
  /** Behind a warning about something that cannot be undone (the danger zone). */
  dangerSurface: 'var(--gg-color-danger-surface)',
  /** A strong fill under white text: the selected tab, the skip links, the offline banner. */
  strong: 'var(--gg-color-strong)',
  /** A chip's fill (guest artists). */
  tag: 'var(--gg-color-tag)',
} as const;
