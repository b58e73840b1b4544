import { parseArgs } from 'node:util';

/**
 * A script's command-line options: each of `numbers` is `--name N`, read as a
 * number, by default the value given here; each of `strings` is `--name text`,
 * undefined when not given.
 */
export function readArgs<N extends string, S extends string = never>(
  numbers: Record<N, number>,
  strings: readonly S[] = [],
): Record<N, number> & Partial<Record<S, string>> {
  const options: Record<string, { type: 'string'; default?: string }> = {};
  for (const [name, value] of Object.entries<number>(numbers)) {
    options[name] = { type: 'string', default: String(value) };
  }
  for (const name of strings) options[name] = { type: 'string' };
  const { values } = parseArgs({ options });
  const read: Record<string, unknown> = { ...values };
  for (const name of Object.keys(numbers)) read[name] = Number(values[name]);
  return read as Record<N, number> & Partial<Record<S, string>>;
}
