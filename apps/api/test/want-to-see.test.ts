import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newUser, trpc, type Session, type TestApp } from './helpers';

let t: TestApp;
let alice: Session;
let bob: Session;
beforeAll(async () => {
  t = await createTestApp();
  alice = await newUser(t.app, { displayName: 'Alice' });
  bob = await newUser(t.app, { displayName: 'Bob' });
});
afterAll(async () => {
  await t?.close();
});

const req = (
  s: Session | undefined,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, payload, headers: s ? { cookie: s.cookie } : {} });

const notificationsOf = (userId: number) =>
  t.database.db.selectFrom('notifications').selectAll().where('user_id', '=', userId).execute();

describe('Want to See', () => {
  it('adds once, lists, flags the artist page and removes (URL-encoded names)', async () => {
    const list = `/api/users/${alice.user.id}/want-to-see`;
    expect((await req(alice, 'POST', list, { artistName: 'beyonce' })).statusCode).toBe(201);
    await req(alice, 'POST', list, { artistName: 'BEYONCÉ' });
    const entries = (await req(alice, 'GET', list)).json();
    expect(entries).toEqual([{ artistName: 'Beyoncé' }]);
    expect((await req(alice, 'GET', '/api/artists/Beyonc%C3%A9')).json().isWantToSee).toBe(true);
    expect((await req(bob, 'GET', '/api/artists/Beyonc%C3%A9')).json().isWantToSee).toBe(false);
    // Bob may read Alice's list.
    expect((await req(bob, 'GET', list)).json()).toEqual([{ artistName: 'Beyoncé' }]);

    const del = await req(alice, 'DELETE', `${list}/${encodeURIComponent('Beyoncé')}`);
    expect(del.statusCode).toBe(200);
    expect((await req(alice, 'GET', list)).json()).toEqual([]);
  });

  it("refuses writes on someone else's list (403) and without a session (401)", async () => {
    const bobs = `/api/users/${bob.user.id}/want-to-see`;
    expect((await req(alice, 'POST', bobs, { artistName: 'Adele' })).statusCode).toBe(403);
    expect((await req(alice, 'DELETE', `${bobs}/Adele`)).statusCode).toBe(403);
    expect((await req(undefined, 'POST', bobs, { artistName: 'Adele' })).statusCode).toBe(401);
    expect((await req(bob, 'GET', bobs)).json()).toEqual([]);
    const bad = await req(bob, 'POST', bobs, { artistName: '  ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Artist is required');
  });

  it('tells others who already want to see the artist, never yourself', async () => {
    await trpc(t.app, 'mutation', 'wantToSee.add', { artistName: 'Fontaines D.C.' }, bob);
    expect(await notificationsOf(bob.user.id)).toHaveLength(0);
    await trpc(t.app, 'mutation', 'wantToSee.add', { artistName: 'fontaines d.c.' }, alice);
    const notes = await notificationsOf(bob.user.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      type: 'wantToSee',
      artist_name: 'Fontaines D.C.',
      actor_id: alice.user.id,
      read: 0,
    });
    expect(notes[0]!.message).toContain('Alice');
    expect(await notificationsOf(alice.user.id)).toHaveLength(0);
    // Adding again changes nothing and notifies nobody again.
    await trpc(t.app, 'mutation', 'wantToSee.add', { artistName: 'Fontaines D.C.' }, alice);
    expect(await notificationsOf(bob.user.id)).toHaveLength(1);
  });
});
