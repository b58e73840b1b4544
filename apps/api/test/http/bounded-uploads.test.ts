/**
 * Bounded work per request: uploads streamed to disk one file at a
 * time and their temporary files always removed, a cap on one account's
 * uploads at once, and a 1 MB body limit on every tRPC procedure but
 * registration, applied before the body is read.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  incomingDir,
  SMALL_FORM_BYTES,
  TOO_MANY_UPLOADS,
  UPLOADS_AT_ONCE,
  UPLOADS_PER_ACCOUNT,
} from '../../src/rest/multipart';
import { WaitingSlots } from '../../src/storage/work-slots';
import { daysAgo, imageBytes, multipart, useTestApp } from '../support/helpers';
import { noiseJpeg } from '../support/noise-jpeg';

const t = useTestApp();
const [alice, bob] = t.users('Alice', 'Bob');

/** Upload folders under DATA_DIR/incoming now (each request makes one). */
const incoming = () => {
  const dir = incomingDir(t.config.dataDir);
  return existsSync(dir) ? readdirSync(dir) : [];
};
/** Bytes of the temporary files now under DATA_DIR/incoming. */
const incomingBytes = () =>
  incoming().reduce((sum, folder) => {
    const dir = join(incomingDir(t.config.dataDir), folder);
    return sum + readdirSync(dir).reduce((n, f) => n + statSync(join(dir, f)).size, 0);
  }, 0);

async function until(check: () => boolean, what: string, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A JPEG of noise, so it stays large: about `mb` MB. */
async function largePhoto(mb: number): Promise<Buffer> {
  const width = Math.round(Math.sqrt((mb * 1024 * 1024) / 0.75) * 1.15);
  return noiseJpeg(width, Math.round(width * 0.75));
}

const showFields = { artist: 'Radiohead', city: 'Lisbon', date: daysAgo(3), score: 70 };

/**
 * A show form whose body is a stream the test controls: `head` is sent at
 * once (the fields and the start of a photo), the rest when `finish` is called.
 */
async function heldUpload(cookie: string) {
  const body = await multipart(showFields, [
    { field: 'photos', name: 'p.png', type: 'image/png', data: await imageBytes('png') },
  ]);
  const stream = new PassThrough();
  const cut = body.payload.length - 40;
  stream.write(body.payload.subarray(0, cut));
  const response = t.app.inject({
    method: 'POST',
    url: '/api/shows',
    headers: { ...body.headers, cookie },
    payload: stream,
  });
  return {
    response,
    finish: () => stream.end(body.payload.subarray(cut)),
  };
}

describe('uploads are streamed to disk', () => {
  afterEach(() => vi.restoreAllMocks());

  it('never holds a whole photo in memory', async () => {
    const photo = await largePhoto(6);
    expect(photo.length).toBeGreaterThan(5 * 1024 * 1024);
    const form = await multipart(showFields, [
      { field: 'photos', name: 'big.jpg', type: 'image/jpeg', data: photo },
    ]);
    // Every Buffer made while the request runs: a photo read into memory
    // (part.toBuffer(), Buffer.concat of its chunks) would be one of 5+ MB.
    let largest = 0;
    for (const name of ['concat', 'alloc', 'allocUnsafe', 'allocUnsafeSlow', 'from'] as const) {
      const original = Buffer[name] as (...args: unknown[]) => Buffer;
      vi.spyOn(Buffer, name).mockImplementation(((...args: unknown[]) => {
        const made = original.apply(Buffer, args);
        largest = Math.max(largest, made.length);
        return made;
      }) as never);
    }
    const res = await alice.request('POST', '/api/shows', form.payload, { headers: form.headers });
    vi.restoreAllMocks();
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().show.photos).toHaveLength(1);
    expect(largest).toBeLessThan(1024 * 1024);
  });

  it('removes the temporary files after a success', async () => {
    await alice.addShow({}, [
      { field: 'photos', name: 'a.png', type: 'image/png', data: await imageBytes('png') },
      { field: 'photos', name: 'b.jpg', type: 'image/jpeg', data: await imageBytes('jpeg') },
    ]);
    const picture = await alice.form('PATCH', `/api/users/${alice.user.id}`, {}, [
      { field: 'profilePicture', name: 'me.png', type: 'image/png', data: await imageBytes() },
    ]);
    expect(picture.statusCode, picture.body).toBe(200);
    expect(incoming()).toEqual([]);
  });

  it('removes the temporary files after a 413 (a photo over 15 MB)', async () => {
    const big = Buffer.alloc(15 * 1024 * 1024 + 1, 1);
    const res = await alice.postShow({}, [
      { field: 'photos', name: 'ok.png', type: 'image/png', data: await imageBytes('png') },
      { field: 'photos', name: 'big.jpg', type: 'image/jpeg', data: big },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Each photo must be at most 15 MB');
    expect(incoming()).toEqual([]);
  });

  it('removes the temporary files when the client goes away mid-upload', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const photo = await largePhoto(3);
    const form = await multipart(showFields, [
      { field: 'photos', name: 'p.jpg', type: 'image/jpeg', data: photo },
    ]);
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/shows',
      headers: {
        ...form.headers,
        cookie: alice.cookie,
        'content-length': String(form.payload.length),
      },
    });
    req.on('error', () => undefined);
    req.write(form.payload.subarray(0, form.payload.length - 1024 * 1024));
    // The photo is arriving on disk, not in memory...
    await until(() => incomingBytes() > 1024 * 1024, 'the upload to reach the disk');
    // ...and the client leaves before the end.
    req.destroy();
    await until(() => incoming().length === 0, 'the temporary files to go');
    // Its upload slot was given back: two more uploads at once still pass.
    const again = await Promise.all([alice.postShow(), alice.postShow()]);
    expect(again.map((r) => r.statusCode)).toEqual([201, 201]);
  });
});

describe('uploads one account may have at once', () => {
  it(`answers 429 to the third upload of an account while another account uploads`, async () => {
    expect(UPLOADS_PER_ACCOUNT).toBe(2);
    const held = [await heldUpload(alice.cookie), await heldUpload(alice.cookie)];
    await until(() => incoming().length === 2, 'both uploads to start');

    // Forms over 1 MB are uploads (a padding part in an unread field makes it so).
    const padding = {
      field: 'padding',
      name: 'pad.bin',
      type: 'application/octet-stream',
      data: Buffer.alloc(SMALL_FORM_BYTES + 1),
    };
    const third = await alice.postShow({}, [
      { field: 'photos', name: 'c.png', type: 'image/png', data: await imageBytes('png') },
      padding,
    ]);
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toBe(TOO_MANY_UPLOADS);
    expect(third.headers['retry-after']).toBe('5');
    // A profile picture is an upload too.
    const picture = await alice.form('PATCH', `/api/users/${alice.user.id}`, {}, [
      { field: 'profilePicture', name: 'me.png', type: 'image/png', data: await imageBytes() },
      padding,
    ]);
    expect(picture.statusCode).toBe(429);
    // A small form (a show without photos, a small photo) weighs a JSON write: not counted.
    const small = await alice.postShow({}, [
      { field: 'photos', name: 's.png', type: 'image/png', data: await imageBytes('png') },
    ]);
    expect(small.statusCode, small.body).toBe(201);

    // Another account is not held back by alice's uploads.
    const other = await bob.postShow({}, [
      { field: 'photos', name: 'b.png', type: 'image/png', data: await imageBytes('png') },
    ]);
    expect(other.statusCode, other.body).toBe(201);
    // A JSON show write carries no upload and is not counted.
    const json = await alice.post('/api/shows', showFields);
    expect(json.statusCode, json.body).toBe(201);

    for (const h of held) h.finish();
    const done = await Promise.all(held.map((h) => h.response));
    expect(done.map((r) => r.statusCode)).toEqual([201, 201]);
    // Both slots are free again.
    const after = await alice.postShow();
    expect(after.statusCode).toBe(201);
  });

  it(`answers 429 past ${UPLOADS_AT_ONCE} uploads at once in all, whoever sends them`, async () => {
    const uploaders = await Promise.all(
      Array.from({ length: UPLOADS_AT_ONCE / UPLOADS_PER_ACCOUNT }, () => t.newUser()),
    );
    const held = [];
    for (const u of uploaders) held.push(await heldUpload(u.cookie), await heldUpload(u.cookie));
    await until(() => incoming().length === UPLOADS_AT_ONCE, 'every upload to start');

    const newcomer = await t.newUser();
    const refused = await newcomer.postShow({}, [
      {
        field: 'padding',
        name: 'pad.bin',
        type: 'application/octet-stream',
        data: Buffer.alloc(SMALL_FORM_BYTES + 1),
      },
    ]);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(TOO_MANY_UPLOADS);

    for (const h of held) h.finish();
    const done = await Promise.all(held.map((h) => h.response));
    expect(done.every((r) => r.statusCode === 201)).toBe(true);
    expect((await newcomer.postShow()).statusCode).toBe(201);
  });

  it('re-encodes at most the set number of images at once, the rest in turn', async () => {
    const slots = new WaitingSlots(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        slots.run(async () => {
          running += 1;
          most = Math.max(most, running);
          await new Promise((r) => setTimeout(r, 10));
          order.push(i);
          running -= 1;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(order).toHaveLength(6);
    expect(slots.load).toEqual({ running: 0, waiting: 0 });
  });
});

describe('request body limits', () => {
  const twoMb = 'x'.repeat(2 * 1024 * 1024);

  it('answers 413 to a 2 MB body for a small procedure, and changes nothing', async () => {
    // Valid input plus an unknown key (which zod drops): only the size is wrong.
    const res = await alice.post('/trpc/profile.update', {
      displayName: 'Renamed',
      padding: twoMb,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe('Request body is too large');
    const me = await alice.get('/api/auth/me');
    expect(me.json().user.displayName).toBe(alice.user.displayName);
    // The same input without the padding passes.
    const small = await alice.post('/trpc/profile.update', { displayName: alice.user.displayName });
    expect(small.statusCode, small.body).toBe(200);
  });

  it('answers 413 to a batch of small procedures over 1 MB', async () => {
    const res = await alice.post('/trpc/profile.update,profile.update?batch=1', {
      0: { displayName: 'Renamed' },
      1: { displayName: 'Renamed', padding: twoMb },
    });
    expect(res.statusCode).toBe(413);
    expect((await alice.get('/api/auth/me')).json().user.displayName).toBe(alice.user.displayName);
  });

  it('refuses a declared length over the limit before reading the body', async () => {
    // A body that never arrives: the answer cannot have waited for it.
    const body = new PassThrough();
    body.write('{"displayName":"');
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      headers: { 'content-type': 'application/json', 'content-length': String(16 * 1024 * 1024) },
      payload: body,
    });
    expect(res.statusCode).toBe(413);
    body.destroy();
  });

  it('answers 401 without a session before reading a body, on every call that needs one', async () => {
    // 19 MB declared to the import preview (whose own limit is about 20 MB),
    // and a body that never arrives: only an answer that did not wait can come.
    for (const url of ['/trpc/imports.preview', '/trpc/auth.me,imports.preview?batch=1']) {
      const body = new PassThrough();
      body.write('{"files":[{"name":"a.csv","text":"');
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', 'content-length': String(19 * 1024 * 1024) },
        payload: body,
      });
      expect(res.statusCode, url).toBe(401);
      body.destroy();
    }
    const rest = new PassThrough();
    rest.write('{"artist":"');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/shows',
      headers: { 'content-type': 'application/json', 'content-length': String(900 * 1024) },
      payload: rest,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Not signed in' });
    rest.destroy();
  });

  it('cuts off a chunked body at the limit', async () => {
    const body = new PassThrough();
    const res = t.app.inject({
      method: 'POST',
      url: '/trpc/profile.update',
      headers: {
        'content-type': 'application/json',
        'transfer-encoding': 'chunked',
        cookie: alice.cookie,
      },
      payload: body,
    });
    body.write(`{"displayName":"Renamed","padding":"`);
    for (let i = 0; i < 4; i += 1) body.write('x'.repeat(512 * 1024));
    body.end('"}');
    expect((await res).statusCode).toBe(413);
    expect((await alice.get('/api/auth/me')).json().user.displayName).toBe(alice.user.displayName);
  });

  it('still takes a registration with a large picture, alone or in a batch', async () => {
    const picture = await largePhoto(1.5);
    const dataUrl = `data:image/jpeg;base64,${picture.toString('base64')}`;
    expect(dataUrl.length).toBeGreaterThan(2 * 1024 * 1024);
    const fields = (username: string) => ({
      username,
      displayName: 'Big Picture',
      password: 'Upload-limits-7q',
      profilePicture: dataUrl,
    });
    const alone = await t.anon.post('/trpc/auth.register', fields(`pic${Date.now().toString(36)}`));
    expect(alone.statusCode, alone.body.slice(0, 300)).toBe(200);
    expect(alone.json().result.data.user.profilePicture).toMatch(/^\/uploads\/avatars\//);
    const batch = await t.anon.post('/trpc/auth.register?batch=1', {
      0: fields(`pib${Date.now().toString(36)}`),
    });
    expect(batch.statusCode, batch.body.slice(0, 300)).toBe(200);
    const rest = await t.anon.post('/api/auth/register', fields(`pir${Date.now().toString(36)}`));
    expect(rest.statusCode, rest.body.slice(0, 300)).toBe(201);
  });

  it('answers 413 to a JSON show write over 1 MB', async () => {
    const res = await alice.post('/api/shows', { ...showFields, notes: twoMb });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Request body is too large');
  });
});
