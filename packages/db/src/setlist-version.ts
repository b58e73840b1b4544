import { createHash } from 'node:crypto';

/**
 * A setlist's version: a hash of its song ids in order, an encore's marked.
 * Two shows of a gig agree when their versions are equal (notes, guests and
 * the spelling of a title are each person's own).
 */
export function setlistVersion(songs: readonly { songId: number; encore: boolean }[]): string {
  const text = songs.map((s) => `${s.encore ? '+' : ''}${s.songId}`).join(',');
  return createHash('sha1').update(text).digest('hex').slice(0, 32);
}
