/**
 * Field builders the schema modules share. Only normalizeKey is public
 * (re-exported by ./index); the builders stay inside the package.
 */
import { z } from 'zod';

/**
 * Key for case- and accent-insensitive comparison and search: NFKD, combining
 * marks stripped, lower-cased, whitespace collapsed, trimmed. 'Beyoncé ' -> 'beyonce'.
 */
export function normalizeKey(s: string): string {
  return s.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** A required trimmed string: missing, non-string and blank all give `required`. */
export function requiredText(required: string, max: number, maxMessage: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, maxMessage);
}

/**
 * An optional trimmed string: null, undefined, '' and blank become undefined.
 */
export function optionalText(max: number, maxMessage: string) {
  return z
    .string()
    .trim()
    .max(max, maxMessage)
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
