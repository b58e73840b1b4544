/**
 * The field schemas the answer modules (answers.ts, answers-*.ts) share: ids, days, timestamps and averages sent as numeric strings.
 * Internal to the domain package (not exported from its index).
 */
import { z } from 'zod';

export const numericString = (what: string) =>
  z.string().nullable().describe(`${what}: a numeric string, null when there is none`);
export const id = z.number().int();
export const count = z.number().int();
export const day = z.string().describe("'YYYY-MM-DD'");
export const timestamp = z.string().describe('ISO 8601, UTC');
/** An answer's object schema, published under `name` (a component of the OpenAPI document). */
export const answer = <S extends z.ZodRawShape>(name: string, shape: S) =>
  z.object(shape).meta({ id: name });
