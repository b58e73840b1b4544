import { relativeTime } from '@gigrank/domain';
import { describe, expect, it } from 'vitest';
import { notificationTarget, notificationTime } from './notifications-target';

const actor = { id: 7, username: 'ana', displayName: 'Ana', profilePicture: null };

describe('notificationTarget', () => {
  it('leads a follow to the follower', () => {
    expect(notificationTarget({ type: 'follow', actor })).toEqual({ kind: 'profile', id: 7 });
  });
  it('leads a follow request and its approval to the other account', () => {
    expect(notificationTarget({ type: 'followRequest', actor })).toEqual({
      kind: 'profile',
      id: 7,
    });
    expect(notificationTarget({ type: 'followApproved', actor })).toEqual({
      kind: 'profile',
      id: 7,
    });
    expect(notificationTarget({ type: 'followApproved', actor: null })).toBeNull();
  });
  it('leads a like or a comment to the show', () => {
    expect(notificationTarget({ type: 'like', actor, showId: 3 })).toEqual({ kind: 'show', id: 3 });
    expect(notificationTarget({ type: 'comment', actor, showId: 4 })).toEqual({
      kind: 'show',
      id: 4,
    });
  });
  it('leads Want to See to the artist', () => {
    expect(notificationTarget({ type: 'wantToSee', actor, artistName: 'Sigur Rós' })).toEqual({
      kind: 'artist',
      name: 'Sigur Rós',
    });
  });
  it('leads Going (someone you follow is going to see an artist you want to see) to the artist', () => {
    expect(notificationTarget({ type: 'going', actor, artistName: 'Sigur Rós' })).toEqual({
      kind: 'artist',
      name: 'Sigur Rós',
    });
    expect(notificationTarget({ type: 'going', actor, artistName: null })).toBeNull();
  });
  it('leads nowhere without what it is about', () => {
    expect(notificationTarget({ type: 'follow', actor: null })).toBeNull();
    expect(notificationTarget({ type: 'like', actor, showId: null })).toBeNull();
    expect(notificationTarget({ type: 'wantToSee', actor, artistName: null })).toBeNull();
  });
});

describe('notificationTime', () => {
  const now = Date.parse('2026-04-05T12:00:00Z');
  const relative = (date: string) => relativeTime(date, now);
  it("reads 'Just now' without a createdAt", () => {
    expect(notificationTime(null, relative)).toBe('Just now');
    expect(notificationTime(undefined, relative)).toBe('Just now');
    expect(notificationTime('', relative)).toBe('Just now');
  });
  it('is relative otherwise', () => {
    expect(notificationTime('2026-04-05T10:00:00Z', relative)).toBe('2 hours ago');
  });
});
