import { IconTicketOff } from '@tabler/icons-react';
import { bar, type PageStates } from '../../../components/page-states';

/**
 * The show page's states: while the show loads, its hero and a details card;
 * an unknown or deleted show; the show could not be loaded (server or
 * network trouble).
 */
export const SHOW_PAGE_STATES: PageStates = {
  loading: {
    label: 'Loading show',
    cards: [
      {
        bars: [bar(14, 120), bar(36, '70%'), bar(16, '45%')],
        rows: [
          { mt: 'sm', bars: [bar(16, 140), bar(16, 160)] },
          { mt: 'md', bars: [bar(56, 72, 'md'), bar(20, 120)] },
        ],
      },
      { bars: [bar(18, 100), bar(14, '90%'), bar(14, '75%')] },
    ],
  },
  notFound: {
    icon: IconTicketOff,
    title: 'Show not found',
    message: "This show doesn't exist or has been deleted.",
    links: [{ to: '/profile', label: 'Your shows' }],
  },
  loadError: {
    title: "Couldn't load this show",
    message: 'Error loading the show. Please try again later.',
  },
};
