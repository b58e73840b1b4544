/**
 * Field builders the schema modules share, on the text rules of
 * ../text-rules.ts; the builders stay inside the package.
 */
import { z } from 'zod';
import { hasDisallowedCharacters, notAllowedMessage, type TextRules } from '../text-rules';

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

/**
 * Some of `choices` (a token's scopes, a webhook's events): a non-empty list,
 * each once, in the order of `choices`; every failure gives `message`.
 */
export function choiceList<const T extends readonly [string, ...string[]]>(
  choices: T,
  message: string,
) {
  return z
    .array(z.enum(choices, { error: message }), { error: message })
    .min(1, message)
    .max(choices.length * 2, message)
    .transform((picked): T[number][] => choices.filter((choice) => picked.includes(choice)));
}
