/** What a schema says about an input, in the forms the schema tests compare. */
import type { z } from 'zod';
import { firstIssueMessage } from '../../src';

/** All issues as [path, message]. */
export function issues(schema: z.ZodType, input: unknown): [string, string][] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((i) => [i.path.join('.'), i.message]);
}

/** The first issue's message, or null when the input is valid. */
export function firstMessage(schema: z.ZodType, input: unknown): string | null {
  const result = schema.safeParse(input);
  return result.success ? null : firstIssueMessage(result.error);
}

/** firstMessage for one schema, as a function of the input (for itReturns tables). */
export function firstMessageOf(schema: z.ZodType): (input: unknown) => string | null {
  return (input) => firstMessage(schema, input);
}
