/** The bottom tab bar's tabs (SPEC section 2) and which one a path selects. */
export type TabKey = 'home' | 'add' | 'profile';

export interface TabDefinition {
  key: TabKey;
  id: `tab-${TabKey}`;
  label: string;
  to: '/' | '/add' | '/profile';
}

export const TABS: readonly TabDefinition[] = [
  { key: 'home', id: 'tab-home', label: 'HOME', to: '/' },
  { key: 'add', id: 'tab-add', label: 'ADD SHOW', to: '/add' },
  { key: 'profile', id: 'tab-profile', label: 'PROFILE', to: '/profile' },
];

/** The tab a path selects: any path starting with /profile selects PROFILE; /add-show selects ADD SHOW. */
export function activeTabFor(pathname: string): TabKey | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return 'home';
  if (path.startsWith('/profile')) return 'profile';
  if (path === '/add' || path === '/add-show') return 'add';
  return null;
}
