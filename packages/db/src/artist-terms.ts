/**
 * The search terms of an artist's normalized name: the name itself and every
 * suffix starting at a word, so 'weeknd' finds 'the weeknd' by an index range.
 */
export function artistSearchTerms(nameKey: string): string[] {
  const terms: string[] = [];
  const wordChar = /[\p{L}\p{N}]/u;
  const chars = Array.from(nameKey);
  let offset = 0;
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i]!;
    const prev = i > 0 ? chars[i - 1]! : '';
    if (wordChar.test(ch) && (i === 0 || !wordChar.test(prev))) terms.push(nameKey.slice(offset));
    offset += ch.length;
  }
  if (terms.length === 0 && nameKey) terms.push(nameKey);
  return [...new Set(terms)];
}

/** The exclusive upper bound of a prefix range on a byte-ordered text column. */
export function prefixUpperBound(prefix: string): string {
  return prefix + '\u{10FFFF}';
}
