/**
 * Importing by setlist.fm username against a local fake of setlist.fm's API
 * (setlistfm-fake.ts), never the network: the pages fetched one by one with
 * the server's key, the progress, then the file route's own preview and
 * commit; setlist.fm's refusals said plainly; one running fetch per account;
 * the page and size caps; and a server without a key.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  SETLISTFM_MAX_PAGES,
  SETLISTFM_MESSAGES,
  SETLISTFM_PAGE_MAX_BYTES,
  type SetlistFmFetch,
} from '@gigrank/domain';
import { housekeeping } from '../../src/modules/housekeeping/housekeeping.service';
import { useTestApp } from '../support/helpers';
import { useFakeSetlistFm } from '../support/setlistfm-env';
import { fixturePage, pagesLike } from '../support/setlistfm-fake';
import {
  commitPreview,
  fetchState,
  fetchesPath,
  previewFetch,
  startFetch,
  waitForFetch,
} from '../support/setlistfm-requests';

const KEY = 'test-key-0f3a';
const huge = pagesLike(1, 'Huge Fan', 20)[0]!;
const { env, fake } = useFakeSetlistFm(KEY, {
  lena_live: {
    pages: [fixturePage('attended-page-1.json'), fixturePage('attended-page-2.json')],
  },
  rpc_fan: { pages: pagesLike(2, 'Rpc Band') },
  quiet_fan: { pages: [], attendedMissing: true },
  empty_fan: { pages: [fixturePage('attended-empty.json')] },
  // setlist.fm says 10,000 shows: the fetch asks for the first 50 pages at most.
  huge_fan: { pages: [{ ...huge, total: 10_000, itemsPerPage: 20 }] },
  big_page_fan: {
    pages: [{ ...pagesLike(1, 'Big')[0]!, padding: 'x'.repeat(SETLISTFM_PAGE_MAX_BYTES) }],
  },
  slow_fan: { pages: pagesLike(2, 'Slow Band'), slow: { 1: { ms: 1500, times: 1 } } },
});

const t = useTestApp(env);

describe('import by setlist.fm username', () => {
  it('fetches every page with the key as JSON, shows its progress, then previews and imports like the file route', async () => {
    const ana = await t.newUser();
    const state = await fetchState(ana);
    expect(state).toEqual({ available: true, fetch: null });

    const started = await startFetch(ana, 'lena_live');
    expect(started).toMatchObject({ username: 'lena_live', status: 'fetching' });
    const done = await waitForFetch(ana, started.fetchId);
    expect(done).toEqual({
      fetchId: started.fetchId,
      username: 'lena_live',
      status: 'fetched',
      pagesFetched: 2,
      pagesTotal: 2,
      attended: 6,
      setlists: 8,
      error: null,
    } satisfies SetlistFmFetch);
    expect((await fetchState(ana)).fetch).toEqual(done);

    const asked = fake().pageRequests('lena_live');
    expect(asked.map((r) => r.page)).toEqual([1, 2]);
    for (const r of asked) {
      expect(r.apiKey).toBe(KEY);
      expect(r.accept).toBe('application/json');
    }

    // The preview is the file route's: the same pages uploaded answer the same rows.
    const preview = await previewFetch(ana, started.fetchId);
    const uploaded = await ana.form(
      'POST',
      `/api/users/${ana.user.id}/imports`,
      { source: 'setlistfm' },
      [
        ['attended-page-1.json', fixturePage('attended-page-1.json')],
        ['attended-page-2.json', fixturePage('attended-page-2.json')],
      ].map(([name, page]) => ({
        field: 'file',
        name: name as string,
        type: 'application/json',
        data: Buffer.from(JSON.stringify(page)),
      })),
    );
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(preview.source).toBe('setlistfm');
    expect(preview.preview).toEqual(uploaded.json().preview);
    expect(preview.preview.create.map((r) => r.artist)).toContain('Björk');

    const counts = await commitPreview(ana, preview.importId);
    expect(counts.created).toBe(preview.preview.create.length);
    // Fetched again: every show is already there.
    const again = await startFetch(ana, 'lena_live');
    expect(again.fetchId).not.toBe(started.fetchId);
    await waitForFetch(ana, again.fetchId);
    const second = await previewFetch(ana, again.fetchId);
    expect(second.preview.create).toEqual([]);
    expect(second.preview.duplicates.length).toBe(
      preview.preview.create.length + preview.preview.duplicates.length,
    );
  });

  it('answers the same through tRPC, which calls the same service', async () => {
    const bo = await t.newUser();
    const state = await bo.query('imports.setlistFm', { userId: bo.user.id });
    expect(state.json().result.data).toEqual({ available: true, fetch: null });
    // A pasted profile address is read as its username.
    const started = await bo.mutation('imports.fetchSetlistFm', {
      userId: bo.user.id,
      username: 'https://www.setlist.fm/user/rpc_fan',
    });
    expect(started.statusCode, started.body).toBe(200);
    const { fetchId, username } = started.json().result.data as SetlistFmFetch;
    expect(username).toBe('rpc_fan');
    await waitForFetch(bo, fetchId);
    const progress = await bo.query('imports.setlistFmFetch', { userId: bo.user.id, fetchId });
    expect(progress.json().result.data).toMatchObject({
      status: 'fetched',
      pagesFetched: 2,
      setlists: 6,
    });
    const preview = await bo.mutation('imports.previewSetlistFmFetch', {
      userId: bo.user.id,
      fetchId,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const { importId, preview: rows } = preview.json().result.data;
    expect(rows.create).toHaveLength(6);
    const commit = await bo.mutation('imports.commit', { userId: bo.user.id, importId });
    expect(commit.json().result.data).toMatchObject({ created: 6 });
  });

  it('says plainly when setlist.fm has no such user, or the user attended nothing', async () => {
    const cy = await t.newUser();
    const unknown = await waitForFetch(cy, (await startFetch(cy, 'nobody_here')).fetchId);
    expect(unknown).toMatchObject({ status: 'failed', pagesFetched: 0 });
    expect(unknown.error).toBe('No setlist.fm user called nobody_here');
    // setlist.fm's 404 for the list, with the user there: no shows, not no user.
    const quiet = await waitForFetch(cy, (await startFetch(cy, 'quiet_fan')).fetchId);
    expect(quiet.error).toBe(SETLISTFM_MESSAGES.noShows('quiet_fan'));
    const empty = await waitForFetch(cy, (await startFetch(cy, 'empty_fan')).fetchId);
    expect(empty.error).toBe('empty_fan has no shows marked as attended on setlist.fm');
    // Nothing to preview.
    const res = await cy.post(`${fetchesPath(cy)}/${empty.fetchId}/preview`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(empty.error);
  });

  it('refuses a username setlist.fm cannot have, before asking setlist.fm', async () => {
    const di = await t.newUser();
    const before = fake().requests.length;
    for (const username of ['', '   ', 'a b', 'x'.repeat(65), '../admin', 'naïve', 42]) {
      const res = await di.post(fetchesPath(di), { username });
      expect(res.statusCode, String(username)).toBe(400);
      expect(res.json().message).toBe(SETLISTFM_MESSAGES.username);
    }
    expect(fake().requests.length).toBe(before);
    expect((await fetchState(di)).fetch).toBeNull();
  });

  it('runs one fetch per account at a time, each seen by its owner only', async () => {
    const ed = await t.newUser();
    const fi = await t.newUser();
    const running = await startFetch(ed, 'slow_fan');
    const second = await ed.post(fetchesPath(ed), { username: 'lena_live' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(SETLISTFM_MESSAGES.running);
    const early = await ed.post(`${fetchesPath(ed)}/${running.fetchId}/preview`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(SETLISTFM_MESSAGES.notFetched);
    // Someone else's fetch is not found for them, under their own path.
    const theirs = await fi.get(`${fetchesPath(fi)}/${running.fetchId}`);
    expect(theirs.statusCode).toBe(404);
    const other = await fi.get(`${fetchesPath(ed)}/${running.fetchId}`);
    expect([403, 404]).toContain(other.statusCode);
    // Another account fetches at the same time.
    const own = await startFetch(fi, 'rpc_fan');
    expect((await waitForFetch(fi, own.fetchId)).status).toBe('fetched');
    expect((await waitForFetch(ed, running.fetchId)).status).toBe('fetched');
  });

  it(`asks for ${SETLISTFM_MAX_PAGES} pages at most, and refuses a page over the size cap`, async () => {
    const gu = await t.newUser();
    const huge = await waitForFetch(gu, (await startFetch(gu, 'huge_fan')).fetchId);
    expect(huge).toMatchObject({
      status: 'fetched',
      attended: 10_000,
      pagesTotal: SETLISTFM_MAX_PAGES,
    });
    expect(huge.pagesFetched).toBe(1);
    const big = await waitForFetch(gu, (await startFetch(gu, 'big_page_fan')).fetchId);
    expect(big).toMatchObject({
      status: 'failed',
      pagesFetched: 0,
      error: SETLISTFM_MESSAGES.tooLarge,
    });
  });

  it('forgets fetches and their pages two days after they were last touched', async () => {
    const ha = await t.newUser();
    const done = await waitForFetch(ha, (await startFetch(ha, 'rpc_fan')).fetchId);
    const pagesBefore = await t.countRows('setlistfm_fetch_pages');
    const result = await housekeeping(t.db, t.files, Date.now() + 3 * 24 * 60 * 60_000);
    expect(result.setlistFmFetches).toBeGreaterThan(0);
    expect(await t.countRows('setlistfm_fetches')).toBe(0);
    expect(await t.countRows('setlistfm_fetch_pages')).toBe(0);
    expect(pagesBefore).toBeGreaterThan(0);
    const gone = await ha.get(`${fetchesPath(ha)}/${done.fetchId}`);
    expect(gone.statusCode).toBe(404);
  });
});

describe('budgets', () => {
  // 2 writes and 3 read units a minute per account.
  const budgetEnv: Record<string, string> = {};
  beforeAll(() => {
    Object.assign(budgetEnv, env, { RATE_LIMIT_WRITE_MAX: '2', RATE_LIMIT_READ_MAX: '3' });
  });
  const tight = useTestApp(budgetEnv);

  it("draws a fetch's start and preview on the write budget and its progress on the read budget, in either spelling", async () => {
    const ka = await tight.newUser();
    const started = await startFetch(ka, 'rpc_fan');
    const progress = `${fetchesPath(ka)}/${started.fetchId}`;
    expect((await ka.get(progress)).statusCode).toBe(200);
    expect(
      (await ka.query('imports.setlistFmFetch', { userId: ka.user.id, fetchId: started.fetchId }))
        .statusCode,
    ).toBe(200);
    expect((await ka.get(fetchesPath(ka))).statusCode).toBe(200);
    expect((await ka.get(progress)).statusCode).toBe(429);
    while (tight.deps.setlistFm?.isRunning(started.fetchId)) {
      await new Promise((r) => setTimeout(r, 50));
    }
    const preview = await ka.post(`${progress}/preview`);
    expect(preview.statusCode, preview.body).toBe(200);
    const again = await ka.mutation('imports.fetchSetlistFm', {
      userId: ka.user.id,
      username: 'rpc_fan',
    });
    expect(again.statusCode).toBe(429);
  });
});

describe('a server without a setlist.fm key', () => {
  const bare = useTestApp();

  it('says fetching by username is not set up, asks setlist.fm nothing, and the file route stays', async () => {
    const jo = await bare.newUser();
    const before = fake().requests.length;
    expect((await fetchState(jo)).available).toBe(false);
    const res = await jo.post(fetchesPath(jo), { username: 'lena_live' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(SETLISTFM_MESSAGES.notSetUp);
    const rpc = await jo.mutation('imports.fetchSetlistFm', {
      userId: jo.user.id,
      username: 'lena_live',
    });
    expect(rpc.statusCode).toBe(404);
    expect(rpc.json().error.message).toBe(SETLISTFM_MESSAGES.notSetUp);
    expect(fake().requests.length).toBe(before);
    const uploaded = await jo.form(
      'POST',
      `/api/users/${jo.user.id}/imports`,
      { source: 'setlistfm' },
      [
        {
          field: 'file',
          name: 'attended-page-1.json',
          type: 'application/json',
          data: Buffer.from(JSON.stringify(fixturePage('attended-page-1.json'))),
        },
      ],
    );
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json().preview.create.length).toBe(3);
  });
});
