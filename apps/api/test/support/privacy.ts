/**
 * The privacy steps tests take through REST: going private (or public again),
 * an approved follower, a block.
 */
import { expect } from 'vitest';
import type { TestUser } from './helpers';

/** Makes `u`'s account private (or public again) and answers the response, a 200. */
export async function setPrivate(u: TestUser, isPrivate = true) {
  const res = await u.patch(`/api/users/${u.user.id}/profile`, { isPrivate });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

/** `fan` asks to follow the private `owner`, who approves. */
export async function approvedFollower(owner: TestUser, fan: TestUser) {
  expect((await fan.post(`/api/users/${fan.user.id}/following/${owner.user.id}`)).statusCode).toBe(
    202,
  );
  const res = await owner.post(
    `/api/users/${owner.user.id}/follow-requests/${fan.user.id}/approve`,
  );
  expect(res.statusCode, res.body).toBe(200);
}

export const block = async (blocker: TestUser, blocked: TestUser) =>
  expect(
    (await blocker.post(`/api/users/${blocker.user.id}/blocks/${blocked.user.id}`)).statusCode,
  ).toBeLessThan(300);
