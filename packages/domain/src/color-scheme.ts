/**
 * Light or dark. The app follows the system setting unless the
 * user picks one in the account menu or in Settings; the choice is kept in
 * the browser (localStorage, under COLOR_SCHEME_STORAGE_KEY), as Mantine's
 * colour scheme manager keeps it.
 */
export const COLOR_SCHEMES = ['auto', 'light', 'dark'] as const;
export type ColorSchemeChoice = (typeof COLOR_SCHEMES)[number];

/** What each choice is called wherever it is offered. */
export const COLOR_SCHEME_LABELS: Readonly<Record<ColorSchemeChoice, string>> = {
  auto: 'System',
  light: 'Light',
  dark: 'Dark',
};

export const COLOR_SCHEME_STORAGE_KEY = 'gigrank-color-scheme';

/**
 * Sets the page's scheme before its first paint, so a dark page never flashes
 * light. The web build puts it inline at the top of index.html's head
 * (apps/web vite.config.ts), and the API allows exactly this script by its
 * hash in the Content-Security-Policy (apps/api http/security.ts): one text,
 * so the two cannot drift apart. Mantine's styles key every colour on the
 * `data-mantine-color-scheme` attribute of <html>.
 */
export const COLOR_SCHEME_SCRIPT =
  `try{var s=localStorage.getItem(${JSON.stringify(COLOR_SCHEME_STORAGE_KEY)});` +
  `if(s!=="light"&&s!=="dark")s=matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";` +
  `document.documentElement.setAttribute("data-mantine-color-scheme",s)}catch(e){}`;
