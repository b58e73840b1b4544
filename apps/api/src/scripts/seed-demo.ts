// pnpm seed:demo --users 100000 --shows 1000000 --follows 300000 [--seed 1]
// Fills an empty database (DATABASE_URL, SQLite or PostgreSQL) with a
// deterministic, realistic social graph for benchmarks and demos: show counts
// per user and artist popularity are Zipf-skewed, artists and cities are the
// real catalogue, 10% of shows have guests, a third have setlists
// (seed-demo-setlists.ts: per artist a song pool, per gig one setlist its
// shows mostly share), follows are skewed towards popular users, and likes,
// comments, notifications and Want to See entries exist.
// Ranks are computed here with the domain's comparator; counters are set by
// packages/db's rebuildCounters once the rows are in.
import {
  bulkInsert,
  bulkInsertSetlists,
  catalogueForLoad,
  createDb,
  finishBulkLoad,
  hasUsers,
  largestCityNamed,
  migrateToLatest,
  rebuildCounters,
  seedCatalogue,
  userSearchTerms,
  withoutSecondaryIndexes,
} from '@gigrank/db';
import { compareShowsForRank, normalizeKey, ratingFromScore } from '@gigrank/domain';
import { loadConfig } from '../env';
import { hashPassword } from '../modules/auth/passwords';
import { readArgs } from './args';
import { DemoSetlists } from './seed-demo-setlists';
import { seededRandom, zipf } from './zipf';
import {
  FIRST,
  LAST,
  VENUES,
  FESTIVALS,
  FESTIVAL_YEARS,
  FESTIVAL_SET_SHARE,
} from './seed-demo-names';

const args = readArgs({ users: 1000, shows: 10_000, follows: 3000, seed: 1 });
const USERS = args.users;
const SHOWS = args.shows;
const FOLLOWS = args.follows;

const random = seededRandom(args.seed);
const int = (n: number) => Math.floor(random() * n);

const DAY = 86_400_000;
const now = Date.now();
const iso = (ms: number) => new Date(ms).toISOString();
const dateOnly = (ms: number) => iso(ms).slice(0, 10);

const config = loadConfig();
const database = createDb(config.databaseUrl);
const db = database.db;
const started = Date.now();
await migrateToLatest(db);
await seedCatalogue(db, { cities: 'all' });
if (await hasUsers(db)) {
  console.error('The database already has users: seed:demo fills an empty one.');
  process.exit(2);
}

const { artists, cities } = await catalogueForLoad(db, 2000);
const pickArtist = zipf(artists.length, 1.0, random);
const pickCity = zipf(cities.length, 1.1, random);
// Show counts per user: a long tail with power users (the top one logs ~0.4% of all shows).
const pickPoster = zipf(USERS, 0.6, random);
// Followers: celebrities attract many.
const pickPopularUser = zipf(USERS, 1.0, random);
const passwordHash = await hashPassword('demo-password');

// Venues (one row per city and name used) and festivals ------------------------
const pickVenue = zipf(VENUES.length - 1, 1.2, random);
const venueRows = new Map<
  string,
  { id: number; name: string; name_key: string; city_id: number; created_at: string }
>();
function venueOf(city: { id: number; name: string }, kind: string) {
  const name = `${city.name} ${kind}`;
  const key = `${city.id}:${kind}`;
  let row = venueRows.get(key);
  if (!row) {
    row = {
      id: venueRows.size + 1,
      name,
      name_key: normalizeKey(name),
      city_id: city.id,
      created_at: iso(now - 3 * 365 * DAY),
    };
    venueRows.set(key, row);
  }
  return row;
}
// Each festival's own town; a catalogue without it (a trimmed one) falls back to a large city.
const festivalCities = await Promise.all(
  FESTIVALS.map(
    async ({ city, country }, i) =>
      (await largestCityNamed(db, city, country)) ?? cities[(i * 7) % Math.min(cities.length, 60)]!,
  ),
);
const festivals = FESTIVALS.flatMap(({ name }, i) => {
  const city = festivalCities[i]!;
  const venue = venueOf(city, 'Festival Field');
  return FESTIVAL_YEARS.map((edition) => {
    const start = `${edition}-06-${String(5 + i).padStart(2, '0')}`;
    return {
      name,
      name_key: normalizeKey(name),
      edition,
      start_date: start,
      end_date: dateOnly(Date.parse(start) + 2 * DAY),
      city_id: city.id,
      venue_id: venue.id,
      created_at: iso(Date.parse(start) - 90 * DAY),
    };
  });
}).map((f, i) => ({ id: i + 1, ...f }));
const cityById = new Map([...cities, ...festivalCities].map((c) => [c.id, c]));
const pickFestival = zipf(festivals.length, 0.8, random);
const STAGES = ['Main Stage', 'Second Stage', 'Tent', 'Club Stage'];

// Users -------------------------------------------------------------------
const users = Array.from({ length: USERS }, (_, i) => {
  const first = FIRST[int(FIRST.length)]!;
  const last = LAST[int(LAST.length)]!;
  const username = `demo_${i + 1}`;
  return {
    id: i + 1,
    username,
    username_key: normalizeKey(username),
    display_name: `${first} ${last}`,
    display_name_key: normalizeKey(`${first} ${last}`),
    password_hash: passwordHash,
    profile_picture: null,
    city: null,
    time_zone: null,
    created_at: iso(now - (3 * 365 - (i / USERS) * 3 * 365) * DAY),
  };
});

// Shows (Zipf users and artists), guests on 10% ------------------------------
type ShowGen = {
  id: number;
  user_id: number;
  artist_id: number;
  city_id: number;
  venue_id: number;
  festival_id: number | null;
  stage: string | null;
  date: string;
  score: number;
  created_at: string;
  rank: number;
  setlist: ReturnType<DemoSetlists['add']> | null;
};
const shows: ShowGen[] = [];
const guests: { show_id: number; artist_id: number; position: number }[] = [];
// Who logged each show and when, in the order they were logged: ids rise with
// time, as in a database that grew by use (the feeds list the newest id first).
const logged = Array.from({ length: SHOWS }, () => {
  const user = users[pickPoster()]!;
  const since = Date.parse(user.created_at);
  return { user, createdMs: since + random() * (now - since) };
}).sort((a, b) => a.createdMs - b.createdMs);
for (let i = 0; i < SHOWS; i++) {
  const { user, createdMs } = logged[i]!;
  const festival = random() < FESTIVAL_SET_SHARE ? festivals[pickFestival()]! : null;
  const city = festival ? cityById.get(festival.city_id)! : cities[pickCity()]!;
  const show: ShowGen = {
    id: i + 1,
    user_id: user.id,
    artist_id: artists[pickArtist()]!.id,
    city_id: city.id,
    venue_id: festival ? festival.venue_id : venueOf(city, VENUES[pickVenue()]!).id,
    festival_id: festival?.id ?? null,
    stage: festival ? STAGES[int(STAGES.length)]! : null,
    date: festival
      ? dateOnly(Date.parse(festival.start_date) + int(3) * DAY)
      : dateOnly(createdMs - random() * 30 * DAY),
    score: Math.max(0, Math.min(100, Math.round(72 + (random() + random() + random() - 1.5) * 40))),
    created_at: iso(createdMs),
    rank: 0,
    setlist: null,
  };
  shows.push(show);
  if (random() < 0.1) {
    const n = 1 + int(2);
    const seen = new Set([show.artist_id]);
    for (let g = 0; g < n; g++) {
      const guest = artists[pickArtist()]!.id;
      if (seen.has(guest)) continue;
      seen.add(guest);
      guests.push({ show_id: show.id, artist_id: guest, position: g });
    }
  }
}

// Setlists: a third of the shows, in id order (a gig's rarities go to its first setlist) --
const setlists = new DemoSetlists(args.seed, artists, iso(now - 3 * 365 * DAY));
const artistNames = new Map(artists.map((a) => [a.id, a.name]));
const guestNames = new Map<number, string[]>();
for (const g of guests) {
  const names = guestNames.get(g.show_id) ?? [];
  names.push(artistNames.get(g.artist_id)!);
  guestNames.set(g.show_id, names);
}
for (const show of shows) {
  show.setlist = setlists.add(show, show.festival_id !== null, guestNames.get(show.id) ?? []);
}

// Ranks per user (DECISIONS.md order) --------------------------------------
const byUser = new Map<number, ShowGen[]>();
for (const s of shows) (byUser.get(s.user_id) ?? byUser.set(s.user_id, []).get(s.user_id)!).push(s);
for (const list of byUser.values()) {
  list
    .sort((a, b) =>
      // Seeded shows keep the default tie order (0): no one has answered "Which was better?".
      compareShowsForRank(
        { ...a, createdAt: a.created_at, tieOrder: 0 },
        { ...b, createdAt: b.created_at, tieOrder: 0 },
      ),
    )
    .forEach((s, i) => (s.rank = i + 1));
}

// Follows (uniform followers, Zipf followees), likes, comments, lists -------
const follows = new Map<string, { follower_id: number; followee_id: number; created_at: string }>();
for (let i = 0; follows.size < Math.min(FOLLOWS, USERS * (USERS - 1)) && i < FOLLOWS * 3; i++) {
  const follower = 1 + int(USERS);
  const followee = 1 + pickPopularUser();
  if (follower === followee || follows.has(`${follower}:${followee}`)) continue;
  follows.set(`${follower}:${followee}`, {
    follower_id: follower,
    followee_id: followee,
    created_at: iso(now - random() * 365 * DAY),
  });
}
const likes = new Map<string, { show_id: number; user_id: number; created_at: string }>();
for (let i = 0; i < SHOWS / 2; i++) {
  const show = shows[shows.length - 1 - (pickPopularUser() % shows.length)]!;
  const user = 1 + int(USERS);
  if (likes.has(`${show.id}:${user}`)) continue;
  likes.set(`${show.id}:${user}`, { show_id: show.id, user_id: user, created_at: show.created_at });
}
const comments: { show_id: number; user_id: number; body: string; created_at: string }[] = [];
for (let i = 0; i < SHOWS / 10; i++) {
  const show = shows[int(shows.length)]!;
  comments.push({
    show_id: show.id,
    user_id: 1 + int(USERS),
    body: ['What a night!', 'So jealous', 'Best gig ever?', 'Saw them too!'][int(4)]!,
    created_at: show.created_at,
  });
}
const wantToSee = new Map<string, { user_id: number; artist_id: number; created_at: string }>();
for (let i = 0; i < USERS * 2; i++) {
  const user = 1 + int(USERS);
  const artist = artists[pickArtist()]!.id;
  wantToSee.set(`${user}:${artist}`, {
    user_id: user,
    artist_id: artist,
    created_at: iso(now - random() * 365 * DAY),
  });
}
// Plans: a twentieth of the people, the active ones more often,
// are going to a gig in the next four months.
const plans = new Map<
  string,
  {
    user_id: number;
    artist_id: number;
    city_id: number;
    venue: null;
    date: string;
    created_at: string;
  }
>();
for (let i = 0; i < USERS / 20; i++) {
  const user = 1 + pickPoster();
  const artist = artists[pickArtist()]!.id;
  const city = shows[int(shows.length)]!.city_id;
  const date = iso(now + (1 + int(120)) * DAY).slice(0, 10);
  plans.set(`${user}:${artist}:${date}:${city}`, {
    user_id: user,
    artist_id: artist,
    city_id: city,
    venue: null,
    date,
    created_at: iso(now - random() * 30 * DAY),
  });
}
// In the order they happened, as the notification list reads them (newest id first).
const notifications = [...follows.values()]
  .sort((a, b) => a.created_at.localeCompare(b.created_at))
  .map((f) => ({
    user_id: f.followee_id,
    actor_id: f.follower_id,
    type: 'follow',
    message: `${users[f.follower_id - 1]!.display_name} started following you`,
    artist_name: null,
    show_id: null,
    read: random() < 0.7 ? 1 : 0,
    created_at: f.created_at,
  }));

const venueNames = [...venueRows.values()].map((v) => v.name);

// Write ---------------------------------------------------------------------
let setlistRows = 0;
console.log(`generated in ${((Date.now() - started) / 1000).toFixed(1)} s; writing...`);
await db.transaction().execute(async (trx) => {
  await bulkInsert(trx, 'users', users, 1000);
  await bulkInsert(
    trx,
    'user_search_terms',
    users.flatMap((u) =>
      userSearchTerms(u.username_key, u.display_name_key).map((t) => ({ user_id: u.id, ...t })),
    ),
    2000,
  );
  await bulkInsert(trx, 'venues', [...venueRows.values()], 1000);
  await bulkInsert(trx, 'festivals', festivals, 1000);
  await bulkInsert(
    trx,
    'shows',
    shows.map((s) => ({
      id: s.id,
      user_id: s.user_id,
      artist_id: s.artist_id,
      city_id: s.city_id,
      venue: venueNames[s.venue_id - 1]!,
      venue_id: s.venue_id,
      festival_id: s.festival_id,
      stage: s.stage,
      date: s.date,
      companion: null,
      favorite_song: null,
      notes: s.id % 3 === 0 ? 'Great sound and a wild crowd.' : null,
      score: s.score,
      rating: ratingFromScore(s.score),
      rank: s.rank,
      created_at: s.created_at,
      updated_at: s.created_at,
      ...s.setlist,
    })),
    1000,
  );
  await bulkInsert(trx, 'show_guests', guests, 2000);
  await bulkInsert(trx, 'songs', setlists.songs, 3000);
  setlistRows = await withoutSecondaryIndexes(trx, 'setlist_songs', () =>
    bulkInsertSetlists(trx, setlists.setlists()),
  );
  await bulkInsert(trx, 'follows', [...follows.values()], 3000);
  await bulkInsert(trx, 'likes', [...likes.values()], 3000);
  await bulkInsert(trx, 'comments', comments, 2000);
  await bulkInsert(trx, 'want_to_see', [...wantToSee.values()], 3000);
  await bulkInsert(trx, 'notifications', notifications, 1000);
  await bulkInsert(trx, 'plans', [...plans.values()], 2000);
  await rebuildCounters(trx);
});
await finishBulkLoad(db, database.dialect);
console.log(
  `seeded ${USERS} users, ${SHOWS} shows (${shows.filter((s) => s.festival_id).length} festival sets of ${festivals.length} festivals; ${venueRows.size} venues), ${follows.size} follows, ${likes.size} likes, ${comments.length} comments, ` +
    `${wantToSee.size} Want to See entries, ${plans.size} plans, ${notifications.length} notifications, ` +
    `${setlists.count} setlists (${setlistRows} songs played of ${setlists.songs.length} songs) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
await database.close();
