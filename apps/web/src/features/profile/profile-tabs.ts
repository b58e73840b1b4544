import { tabSearch, type TabOf } from '../../lib/tab-search';

/** The profile's segmented tabs (SPEC section 2) in `?tab=`; Seen is the default. */
export const profileTabs = tabSearch(
  { seen: 'Seen', 'want-to-see': 'Want to See', 'for-you': 'For You' },
  'seen',
);
export type ProfileTab = TabOf<typeof profileTabs>;
