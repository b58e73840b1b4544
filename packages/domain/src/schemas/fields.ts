/**
 * Field builders the schema modules share. normalizeKey and the character
 * rule (hasDisallowedCharacters) are public (re-exported by ./index); the
 * builders stay inside the package.
 */
import { z } from 'zod';

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

/** Whether `text` holds a character the rules above refuse. */
export function hasDisallowedCharacters(text: string, multiline = false): boolean {
  if (!CONTROL_OR_FORMAT.test(text)) return false;
  const chars = Array.from(text);
  return chars.some((c, i) => {
    if (!CONTROL_OR_FORMAT.test(c)) return false;
    if (multiline && (c === '\n' || c === '\t' || (c === '\r' && chars[i + 1] === '\n')))
      return false;
    if (c === ZWJ && joinsEmoji(chars, i)) return false;
    if ((c === ZWJ || c === ZWNJ) && joinsLetters(chars, i)) return false;
    if (isTag(c) && inFlagSequence(chars, i)) return false;
    return true;
  });
}

export const notAllowedMessage = (label: string) =>
  `${label} contains characters that are not allowed`;

/** The character rule as a zod refinement, for the few fields not built below. */
export function allowedCharacters<T extends z.ZodType<string>>(schema: T, rules: TextRules) {
  return schema.refine((v) => !hasDisallowedCharacters(v, rules.multiline), {
    error: notAllowedMessage(rules.label),
  });
}

/** A required trimmed string: missing, non-string and blank all give `required`. */
export function requiredText(required: string, max: number, maxMessage: string, rules: TextRules) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, maxMessage)
    .refine((v) => !hasDisallowedCharacters(v, rules.multiline), {
      error: notAllowedMessage(rules.label),
    });
}

/**
 * An optional trimmed string: null, undefined, '' and blank become undefined.
 */
export function optionalText(max: number, maxMessage: string, rules: TextRules) {
  return z
    .string()
    .trim()
    .max(max, maxMessage)
    .refine((v) => !hasDisallowedCharacters(v, rules.multiline), {
      error: notAllowedMessage(rules.label),
    })
    .nullish()
    .transform((v) => (v ? v : undefined));
}

/** A whole number from `min` to `max`; every failure, a missing value included, gives `message`. */
export function wholeNumber(min: number, max: number, message: string) {
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
}

/** wholeNumber for query strings: the text is coerced to a number first. */
export function coercedWholeNumber(min: number, max: number, message: string) {
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
}
