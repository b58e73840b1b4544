import type { Show } from '@gigrank/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QueuedShow } from './queue';
import {
  flushQueue,
  queuedShowBody,
  sendQueuedShow,
  type FlushDeps,
  type SendOutcome,
} from './send';

function queued(id: string, overrides: Partial<QueuedShow> = {}): QueuedShow {
  return {
    id,
    userId: 7,
    createdAt: Number(id.replace(/\D/g, '')) || 1,
    fields: [
      ['artist', `Band ${id}`],
      ['city', 'Porto'],
      ['guestAppearances[0]', 'Guest'],
    ],
    photos: [
      { name: 'stage.png', type: 'image/png', blob: new Blob(['png'], { type: 'image/png' }) },
    ],
    draft: {} as QueuedShow['draft'],
    status: 'waiting',
    error: null,
    ...overrides,
  };
}

const show = (artist: string) => ({ id: 1, artist }) as unknown as Show;

/** An in-memory queue with a scripted server. */
function fakeDevice(shows: QueuedShow[], answer: (show: QueuedShow) => Promise<SendOutcome>) {
  const store = new Map(shows.map((s) => [s.id, s]));
  const sent: string[] = [];
  const deps: FlushDeps = {
    list: async (userId) =>
      [...store.values()]
        .filter((s) => s.userId === userId)
        .sort((a, b) => a.createdAt - b.createdAt),
    put: async (s) => void store.set(s.id, s),
    remove: async (id) => void store.delete(id),
    send: async (s) => {
      sent.push(s.id);
      return answer(s);
    },
  };
  return { store, sent, deps };
}

describe('queuedShowBody', () => {
  it('sends the stored fields in order, then each photo as a `photos` file', () => {
    const body = queuedShowBody(queued('q1'));
    const entries = [...body.entries()];
    expect(entries.slice(0, 3)).toEqual([
      ['artist', 'Band q1'],
      ['city', 'Porto'],
      ['guestAppearances[0]', 'Guest'],
    ]);
    const photo = body.get('photos') as File;
    expect(photo.name).toBe('stage.png');
    expect(photo.type).toBe('image/png');
  });
});

describe('sendQueuedShow', () => {
  afterEach(() => vi.unstubAllGlobals());

  const answering = (response: Response | Error) => {
    const fetch = vi.fn(async () => {
      if (response instanceof Error) throw response;
      return response;
    });
    vi.stubGlobal('fetch', fetch);
    return fetch;
  };

  it('POSTs /api/shows with the show id as Idempotency-Key; a 2xx is sent', async () => {
    const fetch = answering(Response.json({ show: show('Band q1') }, { status: 201 }));
    expect(await sendQueuedShow(queued('q1'))).toEqual({ kind: 'sent', show: show('Band q1') });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/shows');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'Idempotency-Key': 'q1' });
    expect(init.body).toBeInstanceOf(FormData);
  });

  it('writes a queued setlist once the show is in, answering the show with it', async () => {
    const setlist = [{ title: 'Opener' }, { title: 'Closer', encore: true as const }];
    const withSongs = { ...show('Band q1'), setlist } as unknown as Show;
    const fetch = vi.fn(async (url: string) =>
      url === '/api/shows'
        ? Response.json({ show: show('Band q1') }, { status: 201 })
        : Response.json({ show: withSongs }),
    );
    vi.stubGlobal('fetch', fetch);
    expect(await sendQueuedShow(queued('q1', { setlist }))).toEqual({
      kind: 'sent',
      show: withSongs,
    });
    const [url, init] = fetch.mock.calls[1] as unknown as [string, RequestInit];
    expect(url).toBe('/api/shows/1/setlist');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(init.body as string)).toEqual({ songs: setlist });
  });

  it('tries the show and its setlist again when the setlist gets no answer; a refused setlist leaves the show sent', async () => {
    const setlist = [{ title: 'Opener' }];
    const posted = () => Response.json({ show: show('Band q1') }, { status: 201 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url === '/api/shows') return posted();
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(await sendQueuedShow(queued('q1', { setlist }))).toEqual({ kind: 'retry' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/shows' ? posted() : Response.json({ message: 'No' }, { status: 400 }),
      ),
    );
    expect(await sendQueuedShow(queued('q1', { setlist }))).toEqual({
      kind: 'sent',
      show: show('Band q1'),
    });
  });

  it("a 4xx is refused with the server's message", async () => {
    answering(Response.json({ message: 'Date cannot be in the future' }, { status: 400 }));
    expect(await sendQueuedShow(queued('q1'))).toEqual({
      kind: 'refused',
      message: 'Date cannot be in the future',
    });
  });

  it.each([401, 408, 429, 500, 503])('a %i waits for a later try', async (status) => {
    answering(new Response('{}', { status }));
    expect(await sendQueuedShow(queued('q1'))).toEqual({ kind: 'retry' });
  });

  it('no answer at all waits for a later try', async () => {
    answering(new TypeError('Failed to fetch'));
    expect(await sendQueuedShow(queued('q1'))).toEqual({ kind: 'retry' });
  });
});

describe('flushQueue', () => {
  it("sends the user's waiting shows oldest first and removes each once sent", async () => {
    const { store, sent, deps } = fakeDevice(
      [queued('q2'), queued('q1'), queued('q3', { userId: 8 })],
      async (s) => ({ kind: 'sent', show: show(s.id) }),
    );
    const result = await flushQueue(7, deps);
    expect(sent).toEqual(['q1', 'q2']);
    expect(result?.sent.map((s) => s.queued.id)).toEqual(['q1', 'q2']);
    expect([...store.keys()]).toEqual(['q3']);
  });

  it('keeps a refused show, marked with the message, and goes on with the next', async () => {
    const { store, sent, deps } = fakeDevice([queued('q1'), queued('q2')], async (s) =>
      s.id === 'q1'
        ? { kind: 'refused', message: 'Bad photo' }
        : { kind: 'sent', show: show(s.id) },
    );
    const result = await flushQueue(7, deps);
    expect(sent).toEqual(['q1', 'q2']);
    expect(store.get('q1')).toMatchObject({ status: 'refused', error: 'Bad photo' });
    expect(store.has('q2')).toBe(false);
    expect(result?.refused.map((s) => s.id)).toEqual(['q1']);
    // A refused show is not sent again by the next round.
    sent.length = 0;
    await flushQueue(7, deps);
    expect(sent).toEqual([]);
  });

  it('stops at the first show that cannot be sent now, keeping it and the rest', async () => {
    const { store, sent, deps } = fakeDevice([queued('q1'), queued('q2')], async () => ({
      kind: 'retry',
    }));
    const result = await flushQueue(7, deps);
    expect(sent).toEqual(['q1']);
    expect(result?.stopped).toBe(true);
    expect([...store.keys()].sort()).toEqual(['q1', 'q2']);
  });

  it('sends a show saved during the round in the same round', async () => {
    const later = queued('q9');
    const device = fakeDevice([queued('q1')], async (s) => {
      if (s.id === 'q1') await device.deps.put(later);
      return { kind: 'sent', show: show(s.id) };
    });
    await flushQueue(7, device.deps);
    expect(device.sent).toEqual(['q1', 'q9']);
  });

  it('one round at a time: a second one meanwhile does nothing', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { sent, deps } = fakeDevice([queued('q1')], async (s) => {
      await held;
      return { kind: 'sent', show: show(s.id) };
    });
    const first = flushQueue(7, deps);
    expect(await flushQueue(7, deps)).toBeNull();
    release();
    expect((await first)?.sent).toHaveLength(1);
    expect(sent).toEqual(['q1']);
  });
});
