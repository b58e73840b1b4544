/**
 * Reporting a show or a comment to the operators: REST
 * POST /api/shows/{id}/report and /api/comments/{id}/report, tRPC
 * reports.create; one report per user per item; nothing reported that the
 * reporter cannot see; the operators' listing (`pnpm -C apps/api reports`).
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { listReports } from '@gigrank/db';
import { useTestApp, type Requests, type TestUser } from '../support/helpers';

const t = useTestApp();
const run = promisify(execFile);
const apiRoot = fileURLToPath(new URL('../..', import.meta.url));

/** A show of `owner` with a comment by `commenter`. */
async function showWithComment(owner: TestUser, commenter: TestUser, body = 'Buy cheap pills') {
  const { id: showId } = await owner.addShow({ artist: 'Adele' });
  const comment = await commenter.post(`/api/shows/${showId}/comments`, { body });
  expect(comment.statusCode, comment.body).toBe(201);
  return { showId, commentId: comment.json().id as number };
}

/** tRPC reports.create as `who`. */
const reportRpc = (who: Requests, input: Record<string, unknown>) =>
  who.mutation('reports.create', input);

/** reportRpc that must be answered 200: its answer. */
async function reportedRpc(who: Requests, input: Record<string, unknown>) {
  const res = await reportRpc(who, input);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.data;
}

const reportsOf = async (kind: 'show' | 'comment' | 'accessNote', itemId: number) =>
  (await listReports(t.db, 1000)).filter((r) => r.kind === kind && r.itemId === itemId);

/** A venue (a show of `writer` there) and `writer`'s access note on its step-free entry. */
async function noteOf(writer: TestUser, note = 'Ramp round the back') {
  const res = await writer.postShow({
    artist: 'Adele',
    city: 'Lisbon',
    date: '2026-01-01',
    score: 70,
    venue: `Report Hall ${writer.user.id}`,
  });
  const venueId = res.json().show.venueId as number;
  const written = await writer.post(`/api/venues/${venueId}/access-notes`, {
    feature: 'stepFree',
    note,
  });
  expect(written.statusCode, written.body).toBe(200);
  return venueId;
}

describe('reporting', () => {
  it('a show over REST: 201, then a repeat by the same user updates it with 200', async () => {
    const owner = await t.newUser();
    const reporter = await t.newUser();
    const { id: showId } = await owner.addShow();

    const first = await reporter.post(`/api/shows/${showId}/report`, { reason: 'spam' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({
      success: true,
      created: true,
      report: { kind: 'show', id: showId, reason: 'spam', details: null },
    });
    const again = await reporter.post(`/api/shows/${showId}/report`, {
      reason: 'inappropriate',
      details: '  Not a concert\nat all  ',
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().created).toBe(false);

    const stored = await reportsOf('show', showId);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      reporterUsername: reporter.user.username,
      reason: 'inappropriate',
      details: 'Not a concert\nat all',
      reportsOfItem: 1,
    });
  });

  it('a comment over tRPC, the same rules', async () => {
    const owner = await t.newUser();
    const troll = await t.newUser();
    const { commentId, showId } = await showWithComment(owner, troll);
    const comment = { kind: 'comment', id: commentId };
    expect(
      await reportedRpc(owner, { ...comment, reason: 'harassment', details: 'Keeps posting this' }),
    ).toMatchObject({ created: true });
    expect(await reportedRpc(owner, { ...comment, reason: 'spam' })).toMatchObject({
      created: false,
    });
    const stored = await reportsOf('comment', commentId);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      showId,
      commentBody: 'Buy cheap pills',
      reason: 'spam',
      details: null,
    });
  });

  it.each([
    [{}, 'Reason must be spam, harassment, inappropriate or other'],
    [{ reason: 'boring' }, 'Reason must be spam, harassment, inappropriate or other'],
    [{ reason: 'other', details: 'x'.repeat(501) }, 'Details must be at most 500 characters'],
    [
      { reason: 'other', details: 'hidden\u202Etext' },
      'Details contains characters that are not allowed',
    ],
  ])('refuses case %#: %s', async (body, message) => {
    const owner = await t.newUser();
    const reporter = await t.newUser();
    const { id: showId } = await owner.addShow();
    const res = await reporter.post(`/api/shows/${showId}/report`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await reportsOf('show', showId)).toEqual([]);
  });

  it('signed-in users only', async () => {
    const owner = await t.newUser();
    const { id: showId } = await owner.addShow();
    expect((await t.anon.post(`/api/shows/${showId}/report`, { reason: 'spam' })).statusCode).toBe(
      401,
    );
    const rpc = await reportRpc(t.anon, { kind: 'show', id: showId, reason: 'spam' });
    expect(rpc.statusCode).toBe(401);
  });

  it('cannot report what the reporter cannot see: 404, nothing stored', async () => {
    const hidden = await t.newUser();
    const friend = await t.newUser();
    const stranger = await t.newUser();
    const { showId, commentId } = await showWithComment(hidden, friend, 'Nice');
    const priv = await hidden.patch(`/api/users/${hidden.user.id}/profile`, { isPrivate: true });
    expect(priv.statusCode, priv.body).toBe(200);

    const show = await stranger.post(`/api/shows/${showId}/report`, { reason: 'spam' });
    expect(show.statusCode).toBe(404);
    expect(show.json().message).toBe('Show not found');
    const comment = await stranger.post(`/api/comments/${commentId}/report`, { reason: 'spam' });
    expect(comment.statusCode).toBe(404);
    expect(comment.json().message).toBe('Comment not found');
    const rpc = await reportRpc(stranger, { kind: 'comment', id: commentId, reason: 'spam' });
    expect(rpc.statusCode).toBe(404);
    expect(
      (await stranger.post('/api/shows/2147483000/report', { reason: 'spam' })).statusCode,
    ).toBe(404);
    expect(await reportsOf('show', showId)).toEqual([]);
    expect(await reportsOf('comment', commentId)).toEqual([]);

    // The owner still may (their own show is visible to them).
    expect((await hidden.post(`/api/shows/${showId}/report`, { reason: 'other' })).statusCode).toBe(
      201,
    );
  });

  it('a blocked author’s comment is as absent to the blocker’s counterpart', async () => {
    const owner = await t.newUser();
    const blocker = await t.newUser();
    const { commentId } = await showWithComment(owner, blocker, 'Hello');
    const viewer = await t.newUser();
    const block = await blocker.post(`/api/users/${blocker.user.id}/blocks/${viewer.user.id}`);
    expect(block.statusCode, block.body).toBeLessThan(300);
    const res = await viewer.post(`/api/comments/${commentId}/report`, { reason: 'spam' });
    expect(res.statusCode).toBe(404);
  });

  it('the reporter’s account deleted keeps the report without them; the item deleted removes it', async () => {
    const owner = await t.newUser();
    const reporter = await t.newUser();
    const other = await t.newUser();
    const { id: showId } = await owner.addShow();
    await reporter.post(`/api/shows/${showId}/report`, { reason: 'spam' });
    await other.post(`/api/shows/${showId}/report`, { reason: 'other', details: 'Fake' });
    expect((await reportsOf('show', showId)).map((r) => r.reportsOfItem)).toEqual([2, 2]);

    expect((await reporter.del(`/api/users/${reporter.user.id}`)).statusCode).toBe(200);
    const kept = await reportsOf('show', showId);
    expect(kept.map((r) => r.reporterUsername).sort()).toEqual([other.user.username, null].sort());

    expect((await owner.del(`/api/shows/${showId}`)).statusCode).toBeLessThan(300);
    expect(await reportsOf('show', showId)).toEqual([]);
  });
});

describe('reporting an access note', () => {
  it('over REST and tRPC, one per reporter; listed with its words; gone with the note', async () => {
    const writer = await t.newUser();
    const reporter = await t.newUser();
    const venueId = await noteOf(writer);
    const url = `/api/venues/${venueId}/access-notes/stepFree/report`;

    const first = await reporter.post(url, { reason: 'spam', details: 'An advert' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({
      success: true,
      created: true,
      report: {
        kind: 'accessNote',
        id: venueId,
        feature: 'stepFree',
        reason: 'spam',
        details: 'An advert',
      },
    });
    const note = { kind: 'accessNote', id: venueId };
    expect(
      await reportedRpc(reporter, { ...note, feature: 'stepFree', reason: 'inappropriate' }),
    ).toMatchObject({ created: false });
    const stored = await reportsOf('accessNote', venueId);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      feature: 'stepFree',
      noteText: 'Ramp round the back',
      reason: 'inappropriate',
      reporterUsername: reporter.user.username,
      reportsOfItem: 1,
    });

    // A note is named by its venue and feature: without the feature, or a feature with no note.
    const bare = await reportRpc(reporter, { ...note, reason: 'spam' });
    expect(bare.statusCode).toBe(400);
    expect(bare.body).toContain('An access note is named by its venue and feature');
    const none = await reporter.post(`/api/venues/${venueId}/access-notes/quietSpace/report`, {
      reason: 'spam',
    });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ message: 'Access note not found' });
    expect(
      (await reporter.post(`/api/venues/${venueId}/access-notes/lift/report`, { reason: 'spam' }))
        .statusCode,
    ).toBe(400);
    expect((await t.anon.post(url, { reason: 'spam' })).statusCode).toBe(401);

    // Its writer deletes it: nothing is left to moderate.
    expect((await writer.del(`/api/venues/${venueId}/access-notes/stepFree`)).statusCode).toBe(200);
    expect(await reportsOf('accessNote', venueId)).toEqual([]);
  });

  it('cannot report a note whose writer the reporter may not see: 404, nothing stored', async () => {
    const writer = await t.newUser();
    const earlier = await t.newUser();
    const stranger = await t.newUser();
    const venueId = await noteOf(writer);
    const url = `/api/venues/${venueId}/access-notes/stepFree/report`;
    // Another public account's show keeps the venue there for the others.
    const other = await t.newUser();
    await other.postShow({
      artist: 'Muse',
      city: 'Lisbon',
      date: '2026-01-02',
      score: 60,
      venue: `Report Hall ${writer.user.id}`,
    });
    expect((await earlier.post(url, { reason: 'spam' })).statusCode).toBe(201);
    await writer.patch(`/api/users/${writer.user.id}/profile`, { isPrivate: true });
    const res = await stranger.post(url, { reason: 'spam' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Access note not found' });
    expect((await reportsOf('accessNote', venueId)).map((r) => r.reporterUsername)).toEqual([
      earlier.user.username,
    ]);
  });
});

describe('pnpm reports (the operators’ listing)', () => {
  it('lists the newest first with item, reporter, reason, details and the count per item', async () => {
    const owner = await t.newUser();
    const a = await t.newUser();
    const b = await t.newUser();
    const { showId, commentId } = await showWithComment(owner, a, 'Spam spam spam');
    await a.post(`/api/shows/${showId}/report`, { reason: 'inappropriate' });
    await b.post(`/api/shows/${showId}/report`, { reason: 'spam', details: 'Not a real show' });
    await owner.post(`/api/comments/${commentId}/report`, { reason: 'spam' });

    const env = {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: t.database.url,
      DATA_DIR: t.config.dataDir,
    };
    const args = ['--import', 'tsx', 'src/scripts/reports.ts'];
    const json = await run(process.execPath, [...args, '--json', '--limit', '3'], {
      cwd: apiRoot,
      env,
    });
    const listed = JSON.parse(json.stdout) as Record<string, unknown>[];
    expect(
      listed.map((r) => [r.kind, r.itemId, r.reporterUsername, r.reason, r.reportsOfItem]),
    ).toEqual([
      ['comment', commentId, owner.user.username, 'spam', 1],
      ['show', showId, b.user.username, 'spam', 2],
      ['show', showId, a.user.username, 'inappropriate', 2],
    ]);

    const text = (await run(process.execPath, [...args, '--limit', '2'], { cwd: apiRoot, env }))
      .stdout;
    expect(text).toContain(`comment ${commentId} on show ${showId}: "Spam spam spam"`);
    expect(text).toContain(`by ${b.user.username} · spam · 2 reports of this item`);
    expect(text).toContain('"Not a real show"');
    expect(text.indexOf(`comment ${commentId}`)).toBeLessThan(text.indexOf(`show ${showId}\n`));
  }, 60_000);
});
