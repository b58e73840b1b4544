import { PLACE_MESSAGES } from '@gigrank/domain';
import { IconConfettiOff } from '@tabler/icons-react';
import { bar, PageNotFound, type PageStates } from '../../components/page-states';

/** A section's card while the festival loads. */
const SECTION = { bars: [bar(18, 120), bar(14, '90%'), bar(14, '75%'), bar(14, '80%')] };

/**
 * The festival page's states: while it loads, its hero and two sections; an
 * unknown festival id; the festival could not be loaded (server or network trouble).
 */
export const FESTIVAL_PAGE_STATES: PageStates = {
  loading: {
    label: 'Loading festival',
    cards: [
      {
        bars: [bar(36, '70%'), bar(16, '45%'), bar(16, '35%')],
        rows: [{ mt: 'md', bars: [bar(40, 120, 'md'), bar(40, 120, 'md')] }],
      },
      SECTION,
      SECTION,
    ],
  },
  notFound: {
    icon: IconConfettiOff,
    title: PLACE_MESSAGES.festivalNotFound,
    message: "This festival doesn't exist or was never logged.",
    links: [{ to: '/festival/log', label: 'Log a festival' }],
  },
  loadError: {
    title: "Couldn't load this festival",
    message: 'Error loading the festival. Please try again later.',
  },
};

/** An unknown festival id (the festival page, and logging sets at one). */
export function FestivalNotFound() {
  return <PageNotFound {...FESTIVAL_PAGE_STATES.notFound} />;
}
