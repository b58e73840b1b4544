/**
 * A user's venue insights and most visited venue, paged, as their followers
 * and others may see them, through REST and tRPC, on both engines.
 */
import { describe, expect, it } from 'vitest';
import type { MostVisitedVenue, VenueInsight } from '@gigrank/domain';
import { uniqueName, useTestApp } from '../support/helpers';
import { approvedFollower, block, setPrivate } from '../support/privacy';
import { showAt } from '../support/venues';

const t = useTestApp();

const PRIVATE = 'This account is private';

describe('venue insights and most visited venue', () => {
  it("lists a user's venues most shows first, paged, and follows a new show", async () => {
    const u = await t.newUser();
    const viewer = await t.newUser();
    const big = `Big Venue ${uniqueName('v')}`;
    const small = `Small Venue ${uniqueName('v')}`;
    const b = await showAt(u, big, { score: 80 });
    await showAt(u, big, { score: 71 });
    const s = await showAt(u, small, { city: 'Madrid', score: 50 });
    await u.addShow({ artist: 'No Venue Band', city: 'Lisbon', date: '2026-01-01', score: 10 });

    const url = `/api/users/${u.user.id}/venue-insights`;
    const all = (await viewer.get(url)).json() as VenueInsight[];
    expect(all.map((r) => typeof (r.country ?? ''))).toEqual(['string', 'string']);
    expect(all).toMatchObject([
      {
        id: b.venueId,
        venueName: big,
        cityName: 'Lisbon',
        showCount: 2,
        avgScore: '75.50',
      },
      {
        id: s.venueId,
        venueName: small,
        cityName: 'Madrid',
        showCount: 1,
        avgScore: '50.00',
      },
    ]);
    expect((await viewer.get(`${url}?limit=1&offset=1`)).json()).toEqual([all[1]]);
    const rpc = await viewer.query('profile.venueInsights', {
      userId: u.user.id,
      limit: 1,
      cursor: 1,
    });
    expect(rpc.json().result.data).toEqual([all[1]]);
    expect((await viewer.get(`${url}?limit=0`)).statusCode).toBe(400);

    const most = await viewer.get(`/api/users/${u.user.id}/most-visited-venue`);
    expect(most.json()).toEqual({
      id: b.venueId,
      venueName: big,
      cityName: 'Lisbon',
      showCount: 2,
      avgScore: '75.50',
    } satisfies MostVisitedVenue);

    // A new show moves both at once (no stale cached answer).
    await showAt(u, small, { city: 'Madrid', score: 70 });
    await showAt(u, small, { city: 'Madrid', score: 90 });
    const after = (await viewer.get(url)).json() as VenueInsight[];
    expect(after.map((r) => [r.id, r.showCount, r.avgScore])).toEqual([
      [s.venueId, 3, '70.00'],
      [b.venueId, 2, '75.50'],
    ]);
    expect((await viewer.get(`/api/users/${u.user.id}/most-visited-venue`)).json()).toMatchObject({
      id: s.venueId,
      showCount: 3,
    });
  });

  it('answers 404 (REST) and null (tRPC) for a user without venues', async () => {
    const u = await t.newUser();
    await u.addShow({ artist: 'Nowhere Band', city: 'Lisbon', date: '2026-01-01', score: 50 });
    const res = await u.get(`/api/users/${u.user.id}/most-visited-venue`);
    expect(res.statusCode).toBe(404);
    expect((await u.get(`/api/users/${u.user.id}/venue-insights`)).json()).toEqual([]);
    const rpc = await u.query('profile.mostVisitedVenue', { userId: u.user.id });
    expect(rpc.statusCode).toBe(200);
    expect(rpc.json().result.data).toBeNull();
    expect((await u.get('/api/users/987654/venue-insights')).statusCode).toBe(404);
  });

  it("keeps a private account's venues for its approved followers, a blocked one's for nobody", async () => {
    const owner = await t.newUser();
    const fan = await t.newUser();
    const stranger = await t.newUser();
    const { venueId } = await showAt(owner, `Secret Venue ${uniqueName('v')}`);
    await setPrivate(owner);
    await approvedFollower(owner, fan);
    for (const path of ['venue-insights', 'most-visited-venue']) {
      const url = `/api/users/${owner.user.id}/${path}`;
      const denied = await stranger.get(url);
      expect(denied.statusCode, path).toBe(403);
      expect(denied.json().message).toBe(PRIVATE);
      expect((await fan.get(url)).statusCode, path).toBe(200);
      expect((await owner.get(url)).statusCode, path).toBe(200);
    }
    expect((await fan.get(`/api/users/${owner.user.id}/most-visited-venue`)).json()).toMatchObject({
      id: venueId,
    });
    for (const proc of ['profile.venueInsights', 'profile.mostVisitedVenue']) {
      const res = await stranger.query(proc, { userId: owner.user.id });
      expect(res.statusCode, proc).toBe(403);
      expect(res.body).toContain(PRIVATE);
    }
    await block(owner, fan);
    for (const path of ['venue-insights', 'most-visited-venue']) {
      expect((await fan.get(`/api/users/${owner.user.id}/${path}`)).statusCode, path).toBe(404);
    }
  });
});
