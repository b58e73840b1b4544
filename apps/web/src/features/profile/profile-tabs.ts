/** The profile's segmented tabs (SPEC section 2); Seen is the default. */
export const PROFILE_TABS = [
  { value: 'seen', label: 'Seen' },
  { value: 'want-to-see', label: 'Want to See' },
  { value: 'for-you', label: 'For You' },
] as const;

export type ProfileTab = (typeof PROFILE_TABS)[number]['value'];
export const DEFAULT_PROFILE_TAB: ProfileTab = 'seen';

export function isProfileTab(value: unknown): value is ProfileTab {
  return PROFILE_TABS.some((t) => t.value === value);
}

/** `?tab=` of the profile routes: a known tab other than the default, else nothing. */
export function validateProfileSearch(search: Record<string, unknown>): { tab?: ProfileTab } {
  const tab = search.tab;
  return isProfileTab(tab) && tab !== DEFAULT_PROFILE_TAB ? { tab } : {};
}
