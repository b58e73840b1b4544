/** Search params of /add and /add-show: `artist` prefills the artist (SPEC section 2). */
export interface AddShowSearch {
  artist?: string;
  /** A show saved offline that the server refused: the form opens on it ('Fix it'). */
  draft?: string;
}

export function validateAddShowSearch(search: Record<string, unknown>): AddShowSearch {
  const { artist, draft } = search;
  const found: AddShowSearch = {};
  // The router parses `?artist=1975` as a number; an artist name is always text.
  if (typeof artist === 'string' && artist.trim()) found.artist = artist;
  else if (typeof artist === 'number' && Number.isFinite(artist)) found.artist = String(artist);
  if (typeof draft === 'string' && draft) found.draft = draft;
  return found;
}
