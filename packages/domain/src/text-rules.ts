/**
 * The text rules every name and text field follows, without the schema
 * library: how two names compare (normalizeKey) and which characters a
 * field refuses. The screens that only show text (a profile, a feed) use
 * these without loading zod; schemas/fields.ts builds the fields on them.
 */

/**
 * Key for case- and accent-insensitive comparison and search: NFKD, combining
 * marks stripped, lower-cased, whitespace collapsed, trimmed. 'Beyoncé ' -> 'beyonce'.
 */
export function normalizeKey(s: string): string {
  return s.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * Which text a field takes. Every name and text field refuses control and
 * format characters (NUL, U+0001, U+200B, the bidi overrides such as U+202E,
 * the BOM, soft hyphens, lone surrogates, U+2028/U+2029): invisible or
 * reversing text in names, comments and the shared artist catalogue. Kept:
 * emoji, including their joined sequences (U+200D between two pictographs)
 * and subdivision flags (tag characters after U+1F3F4); U+200C/U+200D
 * between letters (Persian, Indic scripts); in multi-line fields only,
 * line breaks (LF, CRLF) and tabs.
 */
export interface TextRules {
  /** The field's name in the refusal: '<label> contains characters that are not allowed'. */
  label: string;
  /** Notes, comments, report text: line breaks and tabs allowed. */
  multiline?: boolean;
}

const CONTROL_OR_FORMAT = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u;
const PICTOGRAPH = /\p{Extended_Pictographic}/u;
/** What may sit between a pictograph and a ZWJ: variation selector 16, skin tones. */
const isEmojiTrailer = (c: string) => {
  const cp = c.codePointAt(0)!;
  return cp === 0xfe0f || (cp >= 0x1f3fb && cp <= 0x1f3ff);
};
const LETTER_OR_MARK = /[\p{L}\p{M}]/u;
const ZWNJ = '\u200C';
const ZWJ = '\u200D';
const BLACK_FLAG = '\u{1F3F4}';
const isTag = (c: string) => {
  const cp = c.codePointAt(0)!;
  return cp >= 0xe0020 && cp <= 0xe007f;
};

/** Whether the joiner at `i` joins two emoji (skipping VS16 and skin tones before it). */
function joinsEmoji(chars: string[], i: number): boolean {
  let j = i - 1;
  while (j >= 0 && isEmojiTrailer(chars[j]!)) j -= 1;
  return j >= 0 && PICTOGRAPH.test(chars[j]!) && PICTOGRAPH.test(chars[i + 1] ?? '');
}

function joinsLetters(chars: string[], i: number): boolean {
  return LETTER_OR_MARK.test(chars[i - 1] ?? '') && LETTER_OR_MARK.test(chars[i + 1] ?? '');
}

/** Whether the tag character at `i` belongs to a flag sequence started by U+1F3F4. */
function inFlagSequence(chars: string[], i: number): boolean {
  let j = i - 1;
  while (j >= 0 && isTag(chars[j]!)) j -= 1;
  return chars[j] === BLACK_FLAG;
}

/** Whether the character at `i` is one the rules above refuse, in its context. */
function disallowedAt(chars: string[], i: number, multiline: boolean): boolean {
  const c = chars[i]!;
  if (!CONTROL_OR_FORMAT.test(c)) return false;
  if (multiline && (c === '\n' || c === '\t' || (c === '\r' && chars[i + 1] === '\n')))
    return false;
  if (c === ZWJ && joinsEmoji(chars, i)) return false;
  if ((c === ZWJ || c === ZWNJ) && joinsLetters(chars, i)) return false;
  if (isTag(c) && inFlagSequence(chars, i)) return false;
  return true;
}

/** Whether `text` holds a character the rules above refuse. */
export function hasDisallowedCharacters(text: string, multiline = false): boolean {
  if (!CONTROL_OR_FORMAT.test(text)) return false;
  const chars = Array.from(text);
  return chars.some((_, i) => disallowedAt(chars, i, multiline));
}

/**
 * `text` without the characters the rules above refuse: the same rule, for
 * text taken as it comes instead of refused (a setlist's songs from a file).
 * A character kept stays kept: what it joins is never removed.
 */
export function stripDisallowedCharacters(text: string, multiline = false): string {
  if (!CONTROL_OR_FORMAT.test(text)) return text;
  const chars = Array.from(text);
  return chars.filter((_, i) => !disallowedAt(chars, i, multiline)).join('');
}

/**
 * A single-line field's text made acceptable rather than refused: runs of
 * white space (tabs, line breaks) as one space, the refused characters
 * removed, trimmed,
 * and cut to at most `max` UTF-16 code units (the unit zod's max counts)
 * without splitting a character. '' when nothing is left. What this
 * returns passes requiredText/optionalText of the same `max`.
 */
export function cleanText(text: string, max: number): string {
  // A value far over the limit is cut first (with room for what stripping removes), so a
  // file's 2,000,000-character song costs no more than a short one.
  const head = text.length > max * 4 + 64 ? text.slice(0, max * 4 + 64) : text;
  // White space first (a tab or a line break is a space), then the refused characters.
  let clean = stripDisallowedCharacters(head.replace(/\s+/g, ' ')).replace(/\s+/g, ' ').trim();
  if (clean.length > max) {
    let end = max;
    const last = clean.charCodeAt(end - 1);
    if (last >= 0xd800 && last <= 0xdbff) end -= 1;
    // Cutting may leave a joiner or a tag without what it joined: the rule runs again.
    clean = stripDisallowedCharacters(clean.slice(0, end)).trim();
  }
  return clean;
}

/**
 * Text as a message or a preview shows it: cleaned as cleanText cleans, and
 * when longer than `max`, cut with '…' (the result is at most `max` long).
 */
export function shownText(value: string, max: number): string {
  const shown = cleanText(value, max + 1);
  return shown.length > max ? `${cleanText(shown, max - 1)}…` : shown;
}

/** Characters of a value quoted in a message ('Invalid date "..."'). */
const QUOTED_MAX = 40;

/** A value as a message quotes it (shownText, in double quotes): a refusal never repeats a whole cell. */
export function quotedValue(value: string): string {
  return `"${shownText(value, QUOTED_MAX)}"`;
}

export const notAllowedMessage = (label: string) =>
  `${label} contains characters that are not allowed`;
