/**
 * Weak and common passwords are refused at registration and password change,
 * REST and tRPC.
 */
import { describe, expect, it } from 'vitest';
import { uniqueName, useTestApp } from '../support/helpers';

const t = useTestApp();

describe('new passwords: at least 8 characters, not blank, not among the most common', () => {
  /** A new account's fields, with `password`. */
  const account = (password: string, displayName = 'Password Fan') => ({
    username: uniqueName('pw'),
    displayName,
    password,
  });
  const register = (password: string) => t.anon.post('/api/auth/register', account(password));

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
    const res = await t.anon.mutation('auth.register', account('qwertyuiop', 'Rpc Fan'));
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
    const changeRpc = (newPassword: string) =>
      user.mutation('auth.changePassword', { currentPassword: 'secret-123', newPassword });
    const short = await changeRpc('abc1234');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe('Password must be at least 8 characters');
    const rpc = await changeRpc('Baseball');
    expect(rpc.json().error.message).toBe('This password is too common; choose another');
    const login = await t.anon.post('/api/auth/login', {
      username: user.user.username,
      password: 'secret-123',
    });
    expect(login.statusCode).toBe(200);
  });
});
