/**
 * The authorization matrix (authorization-rest.test.ts, authorization-trpc.test.ts):
 * every REST route and every tRPC procedure has an entry saying who may call
 * it, and is called (a) without a session, (b) as another user on the owner's
 * resource and (c) as the owner. A route or procedure added without an entry
 * fails the first test of each table.
 */
import { expect } from 'vitest';
import type { InjectResponse, Requests, TestUser, UsedTestApp } from './helpers';
import { useFakeSetlistFm } from './setlistfm-env';
import { pagesLike } from './setlistfm-fake';
import { waitForFetch } from './setlistfm-requests';
import { festivalFields } from './venues';

/** Who may call: anyone; any signed-in user; only the owner of the resource named. */
export type Access = 'public' | 'user' | 'owner';

/** Two users; the owner has a show, a comment on it and an artist on their Want to See list. */
export interface Fixture {
  owner: TestUser;
  other: TestUser;
  showId: number;
  commentId: number;
}

export async function fixture(t: UsedTestApp): Promise<Fixture> {
  const owner = await t.newUser({ displayName: 'Owner' });
  const other = await t.newUser({ displayName: 'Other' });
  const { id: showId } = await owner.addShow({
    artist: 'Adele',
    city: 'Lisbon',
    date: '2026-01-01',
    score: 80,
  });
  const comment = await owner.post(`/api/shows/${showId}/comments`, { body: 'mine' });
  await owner.post(`/api/users/${owner.user.id}/want-to-see`, { artistName: 'Muse' });
  return { owner, other, showId, commentId: comment.json().id };
}

/** The fields of a show that every write taking one accepts. */
export const show = { artist: 'Adele', city: 'Lisbon', date: '2026-01-02', score: 60 };
export const me = (f: Fixture) => f.owner.user.id;

/**
 * Calls as nobody and, for an owner's resource, as another user, expecting
 * each to be refused; then calls as the owner and answers that response for
 * the caller to judge (none for a public entry, which is only called once).
 */
export async function refusedToOthers(
  label: string,
  access: Access,
  f: Fixture,
  call: (who?: TestUser) => Promise<InjectResponse>,
): Promise<InjectResponse | undefined> {
  const anon = await call(undefined);
  if (access === 'public') {
    expect(anon.statusCode, anon.body).toBeLessThan(500);
    return undefined;
  }
  expect(anon.statusCode, `${label} without a session`).toBe(401);
  if (access === 'owner') {
    const other = await call(f.other);
    expect([403, 404], `${label} as another user: ${other.body}`).toContain(other.statusCode);
  }
  return call(f.owner);
}

/** The owner goes private and the other user asks to follow them: a request waits. */
export async function requestWaiting(f: Fixture): Promise<void> {
  await f.owner.patch(`/api/users/${me(f)}/profile`, { isPrivate: true });
  await f.other.post(`/api/users/${f.other.user.id}/following/${me(f)}`);
}

/** `make` run once per fixture: the same promise for every later call. */
function oncePerFixture<T>(make: (f: Fixture) => Promise<T>): (f: Fixture) => Promise<T> {
  const made = new WeakMap<Fixture, Promise<T>>();
  return (f) => {
    const known = made.get(f);
    if (known) return known;
    const promise = make(f);
    made.set(f, promise);
    return promise;
  };
}

/** `who` previews a CSV import of one show of `band` into `userId`'s account, as the import form sends it. */
export const previewCsvOf = (who: Requests, userId: number, band: string) =>
  who.form('POST', `/api/users/${userId}/imports`, { source: 'csv' }, [
    {
      field: 'file',
      name: 'h.csv',
      type: 'text/csv',
      data: Buffer.from(`date,artist,city
2020-01-01,${band},Lisbon
`),
    },
  ]);

/** An import the owner previewed (one per fixture): what commit and progress act on. */
const ownersImport = oncePerFixture(async (f) => {
  const res = await previewCsvOf(f.owner, f.owner.user.id, 'Matrix Band');
  return res.json().importId as string;
});

/**
 * The environment of a matrix's app: setlist.fm's API at a local fake
 * (setlistfm-fake.ts), started before the app and stopped after it, whose
 * one user `matrix_fan` has one page of shows.
 */
export const withFakeSetlistFm = (): Record<string, string> =>
  useFakeSetlistFm('matrix-key', { matrix_fan: { pages: pagesLike(1, 'Matrix Fan') } }).env;

/** A fetch of setlist.fm's `matrix_fan` the owner ran to its end (one per fixture). */
const ownersFetch = oncePerFixture(async (f) => {
  const res = await f.owner.post(`/api/users/${f.owner.user.id}/imports/setlistfm-fetches`, {
    username: 'matrix_fan',
  });
  const fetchId = res.json().fetchId as string;
  await waitForFetch(f.owner, fetchId);
  return fetchId;
});

/** A venue the owner logged a show at (one per fixture): what the venue paths act on. */
const ownersVenue = oncePerFixture(async (f) => {
  const res = await f.owner.postShow({ ...show, venue: 'Matrix Venue' });
  return res.json().show.venueId as number;
});

/**
 * The owner's access note (step-free) on a venue of their own (one per
 * fixture, so its note is theirs): the venue's id.
 */
const ownersAccessNote = oncePerFixture(async (f) => {
  const shown = await f.owner.postShow({ ...show, venue: `Matrix Note ${f.owner.user.id}` });
  const venueId = shown.json().show.venueId as number;
  const res = await f.owner.post(`/api/venues/${venueId}/access-notes`, {
    feature: 'stepFree',
    note: 'Ramp',
  });
  expect(res.statusCode, res.body).toBe(200);
  return venueId;
});

/** A festival the owner logged a set of (one per fixture): what its page and score act on. */
const ownersFestival = oncePerFixture(async (f) => {
  const created = await f.owner.post(
    '/api/festivals',
    festivalFields('Matrix Fest', 'Lisbon', '2026-01-01', '2026-01-03'),
  );
  const festivalId = created.json().id as number;
  await f.owner.addShow({ ...show, festivalId });
  return festivalId;
});

let planSerial = 0;
/** A new plan of the owner's (a new one per call: a deleted plan cannot be deleted twice). */
async function ownersPlan(f: Fixture): Promise<number> {
  const date = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const res = await f.owner.post('/api/plans', {
    artist: `Matrix Plan ${++planSerial}`,
    city: 'Lisbon',
    date,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

/** A new personal access token of the owner's (a new one per call: a revoked one is gone). */
async function ownersToken(f: Fixture): Promise<number> {
  const res = await f.owner.post('/api/tokens', { name: 'Matrix tool', scopes: ['read'] });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

/** A webhook's fields (registered only: nothing is sent to example.com by the matrix). */
export const webhookFields = { url: 'https://example.com/matrix-hook', events: ['plan.created'] };

/** A new webhook of the owner's (a new one per call: a deleted one is gone). */
async function ownersWebhook(f: Fixture): Promise<number> {
  const res = await f.owner.post('/api/webhooks', webhookFields);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

/** A new plan's fields (a new artist per call: the same gig twice is refused). */
export const planFields = () => ({
  artist: `Matrix Going ${++planSerial}`,
  city: 'Lisbon',
  date: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
});

/** The gig of the owner's show: its artist, city and date. */
async function ownersGig(f: Fixture) {
  const s = (await f.owner.get(`/api/shows/${f.showId}`)).json();
  return { artistId: s.artistId as number, cityId: s.cityId as number, date: s.date as string };
}

/** What the owner has, made for a fixture: what the owner's paths and inputs name. */
/**
 * The other user logged the owner's gig (Adele, Lisbon, 2026-01-01) with a
 * setlist (one per fixture): what "This is what I heard" copies.
 */
const gigSetlist = oncePerFixture(async (f) => {
  const { id } = await f.other.addShow({ artist: 'Adele', city: 'Lisbon', date: '2026-01-01' });
  const res = await f.other.put(`/api/shows/${id}/setlist`, { songs: [{ title: 'Hello' }] });
  expect(res.statusCode, res.body).toBe(200);
  return id;
});

export const owners = {
  import: ownersImport,
  fetch: ownersFetch,
  venue: ownersVenue,
  accessNote: ownersAccessNote,
  festival: ownersFestival,
  plan: ownersPlan,
  token: ownersToken,
  webhook: ownersWebhook,
  gig: ownersGig,
  gigSetlist,
};
