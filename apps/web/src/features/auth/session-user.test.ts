import type { User } from '@gigrank/domain';
import { describe, expect, it, vi } from 'vitest';
import { invalidateAfter, queryPathOf } from '../../lib/invalidation';
import { createQueryClient } from '../../lib/query-client';
import { sessionUserQuery, watchSessionUser } from './session-user';

const me: User = {
  id: 7,
  username: 'cleo',
  displayName: 'Cleo',
  profilePicture: null,
  city: 'Lisbon',
  createdAt: '2026-01-01T00:00:00.000Z',
  followersCount: 0,
  followingCount: 0,
  showsCount: 0,
  streakWeeks: 0,
  isPrivate: false,
  access: 'full',
};

/** auth.me answering `answers` in turn (the last one again after that). */
function setup(...answers: (User | null)[]) {
  const queryClient = createQueryClient();
  const queryFn = vi.fn(() => Promise.resolve(answers.length > 1 ? answers.shift()! : answers[0]!));
  const query = { queryKey: sessionUserQuery().queryKey, queryFn };
  const fresh: User[] = [];
  const stop = watchSessionUser(queryClient, me, (user) => fresh.push(user), query);
  return { queryClient, queryFn, fresh, stop };
}

describe('watchSessionUser', () => {
  it('watches auth.me under the key the writes refresh', () => {
    expect(queryPathOf(sessionUserQuery().queryKey)).toBe('auth.me');
  });

  it('asks nothing while nothing changed: the user it was given is the answer', () => {
    const { queryClient, queryFn, fresh } = setup({ ...me });
    expect(queryFn).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(sessionUserQuery().queryKey)).toBe(me);
    expect(fresh).toEqual([]);
  });

  it('a follow, then an unfollow: each hands over the fresh count (Home picks its feed by it)', async () => {
    const { queryClient, queryFn, fresh } = setup(
      { ...me, followingCount: 1 },
      { ...me, followingCount: 0 },
    );
    await invalidateAfter(queryClient, 'followChanged');
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(fresh.map((user) => user.followingCount)).toEqual([1]);
    await invalidateAfter(queryClient, 'followChanged');
    expect(fresh.map((user) => user.followingCount)).toEqual([1, 0]);
  });

  it('other writes that change the user refresh it too', async () => {
    const { queryClient, fresh } = setup({ ...me, showsCount: 1 });
    await invalidateAfter(queryClient, 'showSaved');
    expect(fresh.map((user) => user.showsCount)).toEqual([1]);
  });

  it('nobody, or someone else, is not handed over as this user', async () => {
    const { queryClient, fresh } = setup(null, { ...me, id: 8 });
    await invalidateAfter(queryClient, 'followChanged');
    await invalidateAfter(queryClient, 'followChanged');
    expect(fresh).toEqual([]);
  });

  it('stops with the session: a later write asks nothing', async () => {
    const { queryClient, queryFn, stop } = setup({ ...me, followingCount: 1 });
    stop();
    await invalidateAfter(queryClient, 'followChanged');
    expect(queryFn).not.toHaveBeenCalled();
  });
});
