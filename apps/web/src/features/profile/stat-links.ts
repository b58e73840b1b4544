/** A link inside a card that is itself a button: above the card's button, clickable on its own. */
export const RAISED_LINK = { pointerEvents: 'auto', position: 'relative', zIndex: 2 } as const;

/**
 * Refetched on mount and window focus (SPEC sections 7 and 9), the only
 * queries that are: a show saved in another tab shows up when you come back.
 */
export const FRESH_ON_FOCUS = {
  staleTime: 0,
  refetchOnMount: true,
  refetchOnWindowFocus: true,
} as const;
