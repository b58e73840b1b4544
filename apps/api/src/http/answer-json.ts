import { isComposedList, isSharedAnswer } from '@gigrank/db';

// A cached answer (a feed page, a leaderboard), its lists and their items
// never change while cached, so their JSON is written once and sent again as
// long as they live: REST answers (app.ts's reply serializer) and tRPC
// queries' data (trpc/query-requests.ts) take it from here. A viewer's
// version of a shared list (packages/db viewer-fields.ts) is its items' kept
// JSON joined, and an answer built fresh around kept parts (`{ ...page,
// shows }`) is written around their kept JSON.
const jsonOfShared = new WeakMap<object, string>();

/** How deep a fresh answer is searched for kept parts (page → section → list). */
const KEPT_PARTS_DEPTH = 3;

/** `value` as JSON, exactly as JSON.stringify writes it: kept parts written once. */
export function answerJson(value: unknown): string {
  return write(value, KEPT_PARTS_DEPTH) as string;
}

function write(value: unknown, depth: number): string | undefined {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value);
  if (isSharedAnswer(value)) return kept(value);
  if (isComposedList(value))
    return `[${(value as unknown[]).map((item) => write(item, 0) ?? 'null').join(',')}]`;
  if (depth === 0 || !isPlainObject(value) || 'toJSON' in value || !holdsKeptParts(value, depth)) {
    return JSON.stringify(value);
  }
  const fields: string[] = [];
  for (const name of Object.keys(value)) {
    const json = write((value as Record<string, unknown>)[name], depth - 1);
    if (json !== undefined) fields.push(`${JSON.stringify(name)}:${json}`);
  }
  return `{${fields.join(',')}}`;
}

function kept(value: object): string {
  let json = jsonOfShared.get(value);
  if (json === undefined) {
    json = JSON.stringify(value);
    jsonOfShared.set(value, json);
  }
  return json;
}

function isPlainObject(value: object): value is Record<string, unknown> {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** True when a field of `value` (or of a plain object in it, `depth` levels down) is kept. */
function holdsKeptParts(value: Record<string, unknown>, depth: number): boolean {
  for (const name in value) {
    const field = value[name];
    if (typeof field !== 'object' || field === null) continue;
    if (isSharedAnswer(field) || isComposedList(field)) return true;
    if (depth > 1 && isPlainObject(field) && holdsKeptParts(field, depth - 1)) return true;
  }
  return false;
}
