import { tabSearch } from '../../lib/tab-search';

/** The profile's segmented tabs (SPEC section 2); Seen is the default. */
export const PROFILE_TABS = [
  { value: 'seen', label: 'Seen' },
  { value: 'want-to-see', label: 'Want to See' },
  { value: 'for-you', label: 'For You' },
] as const;

export type ProfileTab = (typeof PROFILE_TABS)[number]['value'];
export const DEFAULT_PROFILE_TAB: ProfileTab = 'seen';

/** `?tab=` of the profile routes: a known tab other than the default, else nothing. */
export const { isTab: isProfileTab, validateSearch: validateProfileSearch } = tabSearch(
  PROFILE_TABS,
  DEFAULT_PROFILE_TAB,
);
