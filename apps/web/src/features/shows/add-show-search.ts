/** Search params of /add and /add-show: `artist` prefills the artist (SPEC section 2). */
export interface AddShowSearch {
  artist?: string;
}

export function validateAddShowSearch(search: Record<string, unknown>): AddShowSearch {
  const { artist } = search;
  // The router parses `?artist=1975` as a number; an artist name is always text.
  if (typeof artist === 'string' && artist.trim()) return { artist };
  if (typeof artist === 'number' && Number.isFinite(artist)) return { artist: String(artist) };
  return {};
}
