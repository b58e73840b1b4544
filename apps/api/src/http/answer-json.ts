import { isSharedAnswer } from '@gigrank/db';

// A cached answer (a feed page, a leaderboard) never changes while cached, so
// its JSON is written once and sent again as long as the answer lives: REST
// answers (app.ts's reply serializer) and tRPC queries' data
// (trpc/query-requests.ts) take it from here.
const jsonOfShared = new WeakMap<object, string>();

/** `value` as JSON: kept for an answer a read cache handed out, written fresh otherwise. */
export function answerJson(value: unknown): string {
  if (!isSharedAnswer(value)) return JSON.stringify(value);
  let json = jsonOfShared.get(value as object);
  if (json === undefined) {
    json = JSON.stringify(value);
    jsonOfShared.set(value as object, json);
  }
  return json;
}
