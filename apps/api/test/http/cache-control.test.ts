/** Private answers carry Cache-Control: no-store. */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/helpers';

const t = useTestApp();

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
