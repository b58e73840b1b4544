/**
 * The audit's smaller findings ("Hygiene"), each through the API:
 * a deleted account leaves no name in others' notifications; weak and common
 * passwords are refused at registration and password change, REST and tRPC;
 * control and format characters are refused in names, comments and the
 * shared artist catalogue; the CSV export neutralises formula-leading cells;
 * private answers carry Cache-Control: no-store.
 */
import { describe, expect, it } from 'vitest';
import { uniqueName, useTestApp } from './helpers';

const t = useTestApp();

describe('notifications name their actor as the actor is now', () => {
  it('a rename shows at once, and a deleted account leaves no trace of its name', async () => {
    const owner = await t.newUser();
    const fan = await t.newUser({ displayName: 'Zebulon Quist' });
    const { id: showId } = await owner.addShow({ artist: 'Adele' });
    await fan.post(`/api/shows/${showId}/like`);
    await fan.post(`/api/shows/${showId}/comments`, { body: 'What a night' });
    await fan.post(`/api/users/${fan.user.id}/following/${owner.user.id}`);
    await owner.post(`/api/users/${owner.user.id}/want-to-see`, { artistName: 'Muse' });
    await fan.post(`/api/users/${fan.user.id}/want-to-see`, { artistName: 'Muse' });

    const list = async () => {
      const res = await owner.get(`/api/users/${owner.user.id}/notifications`);
      expect(res.statusCode).toBe(200);
      return res;
    };
    const before = (await list()).json() as { type: string; message: string | null }[];
    expect(before.map((n) => n.message).sort()).toEqual([
      'Zebulon Quist also wants to see Muse',
      'Zebulon Quist commented on your Adele show',
      'Zebulon Quist liked your Adele show',
      'Zebulon Quist started following you',
    ]);

    // Renamed: every notification says the new name, none the old one.
    const renamed = await fan.patch(`/api/users/${fan.user.id}/profile`, {
      displayName: 'Xanthe Roe',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const afterRename = (await list()).body;
    expect(afterRename).toContain('Xanthe Roe liked your Adele show');
    expect(afterRename).not.toContain('Zebulon');

    // Deleted: the four notifications stay (owner's history), with no actor and no name.
    expect((await fan.del(`/api/users/${fan.user.id}`)).statusCode).toBe(200);
    const res = await list();
    const after = res.json() as { actor: unknown; message: string | null }[];
    expect(after).toHaveLength(4);
    for (const n of after) {
      expect(n.actor).toBeNull();
      expect(n.message).toBeNull();
    }
    for (const trace of ['Xanthe', 'Zebulon', fan.user.username]) {
      expect(res.body).not.toContain(trace);
    }
    // Nothing stored holds a name either.
    const stored = await t.db
      .selectFrom('notifications')
      .select('message')
      .where('user_id', '=', owner.user.id)
      .execute();
    expect(stored.every((r) => r.message === null)).toBe(true);

    // tRPC answers the same list.
    const rpc = await owner.query('notifications.list', { userId: owner.user.id });
    expect(rpc.statusCode, rpc.body).toBe(200);
    expect(rpc.body).not.toContain(fan.user.username);
    expect(rpc.body).not.toContain('Xanthe');
  });
});

describe('new passwords: at least 8 characters, not blank, not among the most common', () => {
  const register = (password: string) =>
    t.anon.post('/api/auth/register', {
      username: uniqueName('pw'),
      displayName: 'Password Fan',
      password,
    });

  it.each([
    ['123456', 'Password must be at least 8 characters'],
    ['12345', 'Password must be at least 6 characters'],
    ['      ', 'Password must be at least 8 characters'],
    ['          ', 'Password cannot be only spaces'],
    ['password', 'This password is too common; choose another'],
    ['PassWord', 'This password is too common; choose another'],
    ['12345678', 'This password is too common; choose another'],
    ['iloveyou', 'This password is too common; choose another'],
    ['Secret123', 'This password is too common; choose another'],
  ])('REST registration refuses %j: %s', async (password, message) => {
    const res = await register(password);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('REST registration accepts an uncommon password of 8', async () => {
    expect((await register('gig-rank')).statusCode).toBe(201);
  });

  it('tRPC registration refuses the same', async () => {
    const res = await t.anon.mutation('auth.register', {
      username: uniqueName('pw'),
      displayName: 'Rpc Fan',
      password: 'qwertyuiop',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('This password is too common; choose another');
  });

  it('a password change refuses them over REST and tRPC; the old password still works', async () => {
    const user = await t.newUser();
    const rest = await user.post('/api/auth/change-password', {
      currentPassword: 'secret-123',
      newPassword: 'football',
    });
    expect(rest.statusCode, rest.body).toBe(400);
    expect(rest.json().message).toBe('This password is too common; choose another');
    const short = await user.mutation('auth.changePassword', {
      currentPassword: 'secret-123',
      newPassword: 'abc1234',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe('Password must be at least 8 characters');
    const rpc = await user.mutation('auth.changePassword', {
      currentPassword: 'secret-123',
      newPassword: 'Baseball',
    });
    expect(rpc.json().error.message).toBe('This password is too common; choose another');
    const login = await t.anon.post('/api/auth/login', {
      username: user.user.username,
      password: 'secret-123',
    });
    expect(login.statusCode).toBe(200);
  });
});

describe('control and format characters are refused in names and texts', () => {
  it('in a show, a comment, the artist catalogue and a profile; emoji and accents pass', async () => {
    const user = await t.newUser();
    const rlo = await user.postShow({ artist: 'Evil\u202Eartist' });
    expect(rlo.statusCode).toBe(400);
    expect(rlo.json().message).toBe('Artist contains characters that are not allowed');
    const zwsp = await user.postShow({ venue: 'Hall\u200B' });
    expect(zwsp.json().message).toBe('Venue contains characters that are not allowed');

    const { id: showId } = await user.addShow({
      artist: 'Beyoncé 👩🏽‍🎤',
      notes: 'Encore:\nHalo 🔥',
    });
    const show = await user.get(`/api/shows/${showId}`);
    expect(show.json().artist).toBe('Beyoncé 👩🏽‍🎤');
    // A multipart form sends its line breaks as CRLF.
    expect(show.json().notes).toMatch(/^Encore:\r?\nHalo 🔥$/);

    const nul = await user.post(`/api/shows/${showId}/comments`, { body: 'hi\u0000there' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toBe('Comment contains characters that are not allowed');
    const rpcComment = await user.mutation('social.addComment', { showId, body: '\u0001' });
    expect(rpcComment.json().error.message).toBe(
      'Comment contains characters that are not allowed',
    );
    const catalogue = await user.post('/api/artist-stats', { artist_name: '\u200BInvisible' });
    expect(catalogue.statusCode).toBe(400);
    expect(catalogue.json().message).toBe('Artist contains characters that are not allowed');

    const profile = await user.patch(`/api/users/${user.user.id}/profile`, {
      displayName: 'Mallory\u202E',
    });
    expect(profile.statusCode).toBe(400);
    expect(profile.json().message).toBe('Display name contains characters that are not allowed');
    const registration = await t.anon.post('/api/auth/register', {
      username: uniqueName('cc'),
      displayName: 'Null\u0000Byte',
      password: 'gig-rank-1',
    });
    expect(registration.json().message).toBe(
      'Display name contains characters that are not allowed',
    );
  });
});

describe('CSV export', () => {
  it('prefixes a quote to cells a spreadsheet would run as a formula', async () => {
    const user = await t.newUser();
    await user.addShow({
      artist: '=HYPERLINK("http://x.example","click")',
      // A name no catalogue city has: '+Lisbon' is Lisbon.
      city: '+Lisbonville',
      venue: '@SUM(A1)',
      companion: '-2+3',
      favoriteSong: 'Plain song',
      notes: '-Tabbed\nsecond line',
    });
    const res = await user.get(`/api/users/${user.user.id}/export?format=csv`);
    expect(res.statusCode).toBe(200);
    const csv = res.body;
    expect(csv).toContain(`"'=HYPERLINK(""http://x.example"",""click"")"`);
    expect(csv).toContain(`'+Lisbon`);
    expect(csv).toContain(`'@SUM(A1)`);
    expect(csv).toContain(`'-2+3`);
    expect(csv).toContain(`'-Tabbed`);
    expect(csv).toContain(',Plain song,');
    // No cell of a data row starts with a formula character.
    const cells = csv
      .split('\n')
      .slice(1)
      .flatMap((line) => line.split(','))
      .map((cell) => cell.replace(/^"/, ''));
    expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
  });
});

describe('Cache-Control: no-store on private answers', () => {
  it('REST and tRPC answers to a signed-in request, and the auth answers', async () => {
    const user = await t.newUser();
    const answers = await Promise.all([
      user.get('/api/auth/me'),
      user.get(`/api/users/${user.user.id}/notifications`),
      user.get(`/api/users/${user.user.id}/export`),
      user.get('/api/shows'),
      user.query('auth.me'),
      user.query('notifications.list', { userId: user.user.id }),
      user.query('notifications.unreadCount', { userId: user.user.id }),
      t.anon.post('/api/auth/login', { username: user.user.username, password: 'secret-123' }),
      t.anon.mutation('auth.login', { username: user.user.username, password: 'secret-123' }),
      t.anon.get('/api/auth/me'),
      t.anon.get('/api/shows'),
    ]);
    for (const res of answers) {
      expect(res.statusCode, res.body).toBeLessThan(500);
      expect(res.headers['cache-control'], `${res.statusCode} ${res.body.slice(0, 80)}`).toBe(
        'no-store',
      );
    }
  });
});
