// pnpm -C apps/api bench:friends --db FILE [--people 500] [--seed 1]
//
// What the friends' reads (Following feed, gig pages, plans, taste match) cost on a seeded database, per answer, for a crowd
// of different viewers (Zipf-wise over the demo users, as bench:crowd signs
// them in): the Following feed's first and second pages, "Also there" for a
// page of 50 cards, a gig page, and, as the floor of the same run, the
// Everyone feed's page of 50 built from scratch. Data functions called
// in-process (no HTTP, no cache), one at a time: CPU per answer, p50/p99.
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { cpus, loadavg } from 'node:os';
import {
  EVERYONE,
  createDb,
  feedPage,
  followingFeedPage,
  followingPlans,
  gigShowsPage,
  withAlsoThere,
  type Viewer,
} from '@gigrank/db';
import type { Show } from '@gigrank/domain';
import { zipfPicker } from './lib';

const { values } = parseArgs({
  options: {
    db: { type: 'string' },
    people: { type: 'string', default: '500' },
  },
});
if (!values.db) throw new Error('--db FILE (a database seeded by seed:demo) is required');
const database = createDb(`file:${values.db}`);
const { db } = database;
const users = Number(
  (
    await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst()
  )?.n ?? 0,
);
const pick = zipfPicker(users, 0.8);
const people = Array.from({ length: Number(values.people) }, () => pick());

interface Row {
  name: string;
  ms: number[];
  rows: number[];
}
const rows: Row[] = [];
async function measure(name: string, run: (viewer: number, i: number) => Promise<number>) {
  const row: Row = { name, ms: [], rows: [] };
  // Warm the statement caches and pages once.
  for (const p of people.slice(0, 20)) await run(p, 0);
  for (let i = 0; i < people.length; i++) {
    const start = performance.now();
    row.rows.push(await run(people[i]!, i));
    row.ms.push(performance.now() - start);
  }
  rows.push(row);
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};

const today = new Date().toISOString().slice(0, 10);
const feed = await feedPage(db, EVERYONE, 50, undefined);
const gigs = feed.map((s) => ({ artistId: s.artistId!, cityId: s.cityId!, date: s.date }));
const loadBefore = loadavg()[0]!;

await measure(
  'Everyone feed, page of 50, uncached (floor)',
  async () => (await feedPage(db, EVERYONE, 50, undefined)).length,
);
const seconds = new Map<number, number | null>();
await measure('Following feed, first page (50)', async (me) => {
  const page = await followingFeedPage(db, { id: me }, 50, undefined);
  seconds.set(me, page.nextBefore);
  return page.shows.length;
});
await measure('Following feed, second page', async (me) => {
  const before = seconds.get(me);
  if (!before) return 0;
  return (await followingFeedPage(db, { id: me }, 50, before)).shows.length;
});
await measure(
  'Following plans (first page)',
  async (me) => (await followingPlans(db, { id: me }, today, 10)).length,
);
let cards: Show[] = feed;
await measure('Also there for a page of 50 cards (the Everyone feed)', async (me) => {
  cards = await withAlsoThere(db, { id: me } as Viewer, feed);
  return cards.filter((c) => c.alsoThere).length;
});
await measure(
  'Gig page (a gig of the feed)',
  async (me, i) => (await gigShowsPage(db, { id: me }, gigs[i % gigs.length]!, 100)).count,
);

console.log(
  `\nFriends' reads, in-process, one at a time, ${people.length} viewers (Zipf over ${users.toLocaleString()} users); ${cpus().length} cores (${cpus()[0]?.model}); load average ${loadBefore.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} after.\n`,
);
console.log('| read | p50 ms | p99 ms | mean rows |');
console.log('| --- | --: | --: | --: |');
for (const r of rows) {
  const mean = r.rows.reduce((a, b) => a + b, 0) / r.rows.length;
  console.log(
    `| ${r.name} | ${pct(r.ms, 50).toFixed(2)} | ${pct(r.ms, 99).toFixed(2)} | ${mean.toFixed(1)} |`,
  );
}
await database.close();
