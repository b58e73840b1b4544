import { normalizeKey } from '@gigrank/domain';
import { artistSearchTerms } from './artist-terms';

/** A search term of an account: the start of one of its names (word 0) or of a later word (1). */
export interface UserSearchTerm {
  term: string;
  word: 0 | 1;
}

/** The normalised key of a display name, as users.display_name_key holds it. */
export function displayNameKeyOf(displayName: string): string {
  return normalizeKey(displayName);
}

/**
 * The search terms of an account's names (their normalised keys): each whole
 * key (word 0) and every suffix of them starting at a later word (word 1), so
 * 'pedro', 'pedro s' and 'silva' all find 'Pedro Silva' by an index range.
 * A term both names start with counts as word 0; each term once.
 */
export function userSearchTerms(usernameKey: string, displayNameKey: string): UserSearchTerm[] {
  const terms = new Map<string, 0 | 1>();
  for (const key of [displayNameKey, usernameKey]) {
    if (!key) continue;
    terms.set(key, 0);
    // Every suffix from a word's start: the key itself (when it starts with one) and the later words.
    for (const term of artistSearchTerms(key)) if (!terms.has(term)) terms.set(term, 1);
  }
  return [...terms].map(([term, word]) => ({ term, word }));
}
