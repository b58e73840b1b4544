/**
 * A venue's access notes: written, confirmed, changed, deleted and hidden
 * from those who may not see their writer, through REST and tRPC, on both
 * engines.
 */
import { describe, expect, it } from 'vitest';
import { ACCESS_CONFIRMERS_SHOWN, ACCESS_NOTE_MAX, PLACE_MESSAGES } from '@gigrank/domain';
import type { VenueAccessNote } from '@gigrank/domain';
import { uniqueName, useTestApp } from '../support/helpers';
import { approvedFollower, setPrivate } from '../support/privacy';
import { page, postNote, showAt } from '../support/venues';

const t = useTestApp();

describe('access notes', () => {
  it('creates a note with its writer, confirms it, and re-confirms without counting twice', async () => {
    const writer = await t.newUser({ displayName: 'Writer' });
    const confirmer = await t.newUser({ displayName: 'Confirmer' });
    const reader = await t.newUser();
    const { venueId } = await showAt(writer, `Ramp Hall ${uniqueName('v')}`);

    const created = await postNote(writer, venueId, {
      feature: 'stepFree',
      note: '  Ramp at the side door  ',
    });
    expect(created.statusCode, created.body).toBe(200);
    const [note] = created.json() as VenueAccessNote[];
    expect(note).toEqual({
      feature: 'stepFree',
      note: 'Ramp at the side door',
      confirmations: 1,
      confirmedBy: [
        { user: expect.objectContaining({ id: writer.user.id }), confirmedAt: expect.any(String) },
      ],
      lastConfirmedAt: note!.confirmedBy[0]!.confirmedAt,
      confirmedByMe: true,
      writtenByMe: true,
    });

    await new Promise((r) => setTimeout(r, 5));
    const confirmed = (
      await postNote(confirmer, venueId, { feature: 'stepFree', note: 'Not my words' })
    ).json() as VenueAccessNote[];
    expect(confirmed).toHaveLength(1);
    expect(confirmed[0]).toMatchObject({
      note: 'Ramp at the side door',
      confirmations: 2,
      confirmedByMe: true,
      writtenByMe: false,
    });
    expect(confirmed[0]!.confirmedBy.map((c) => c.user.id)).toEqual([
      confirmer.user.id,
      writer.user.id,
    ]);
    expect(confirmed[0]!.lastConfirmedAt).toBe(confirmed[0]!.confirmedBy[0]!.confirmedAt);
    expect(confirmed[0]!.lastConfirmedAt > note!.lastConfirmedAt).toBe(true);

    // The writer confirms again: still two, their time moves to the newest (tRPC).
    await new Promise((r) => setTimeout(r, 5));
    const again = await writer.mutation('venues.addAccessNote', {
      id: venueId,
      feature: 'stepFree',
    });
    expect(again.statusCode, again.body).toBe(200);
    const [re] = again.json().result.data as VenueAccessNote[];
    expect(re!.confirmations).toBe(2);
    expect(re!.confirmedBy.map((c) => c.user.id)).toEqual([writer.user.id, confirmer.user.id]);
    expect(re!.confirmedBy[0]!.confirmedAt > confirmed[0]!.lastConfirmedAt).toBe(true);
    expect(re!.lastConfirmedAt).toBe(re!.confirmedBy[0]!.confirmedAt);

    // On the page, in feature order, and not confirmed by a reader.
    await postNote(reader, venueId, { feature: 'quietSpace' });
    const p = await page(writer, venueId);
    expect(p.accessNotes.map((n) => n.feature)).toEqual(['stepFree', 'quietSpace']);
    expect(p.accessNotes[1]).toMatchObject({ note: null, confirmations: 1, confirmedByMe: false });
    const asReader = await page(reader, venueId);
    expect(asReader.accessNotes.map((n) => n.confirmedByMe)).toEqual([false, true]);
  });

  it(`names the newest ${ACCESS_CONFIRMERS_SHOWN} confirmers and counts them all`, async () => {
    const owner = await t.newUser();
    const { venueId } = await showAt(owner, `Busy Ramp ${uniqueName('v')}`);
    const people = [owner];
    for (let i = 0; i < ACCESS_CONFIRMERS_SHOWN + 1; i++) people.push(await t.newUser());
    for (const u of people) {
      expect((await postNote(u, venueId, { feature: 'accessibleToilets' })).statusCode).toBe(200);
      await new Promise((r) => setTimeout(r, 3));
    }
    const [n] = (await page(owner, venueId)).accessNotes;
    expect(n!.confirmations).toBe(people.length);
    expect(n!.confirmedBy.map((c) => c.user.id)).toEqual(
      people
        .slice(-ACCESS_CONFIRMERS_SHOWN)
        .reverse()
        .map((u) => u.user.id),
    );
  });

  it('refuses an unknown feature and a note that is too long', async () => {
    const u = await t.newUser();
    const { venueId } = await showAt(u, `Check Hall ${uniqueName('v')}`);
    const bad = await postNote(u, venueId, { feature: 'lift' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: PLACE_MESSAGES.accessFeatureInvalid });
    const long = await postNote(u, venueId, {
      feature: 'stepFree',
      note: 'x'.repeat(ACCESS_NOTE_MAX + 1),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ message: PLACE_MESSAGES.accessNoteMax });
    const rpc = await u.mutation('venues.addAccessNote', { id: venueId, feature: 'lift' });
    expect(rpc.statusCode).toBe(400);
    expect(rpc.body).toContain(PLACE_MESSAGES.accessFeatureInvalid);
    // Nothing was written.
    expect((await page(u, venueId)).accessNotes).toEqual([]);
    const ok = await postNote(u, venueId, {
      feature: 'stepFree',
      note: 'x'.repeat(ACCESS_NOTE_MAX),
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe('changing, deleting and hiding access notes', () => {
  const notePath = (venueId: number, feature = 'stepFree') =>
    `/api/venues/${venueId}/access-notes/${feature}`;

  it('its writer changes or deletes it (REST and tRPC); anyone else gets 403', async () => {
    const writer = await t.newUser();
    const confirmer = await t.newUser();
    const { venueId } = await showAt(writer, `Edit Hall ${uniqueName('v')}`);
    await postNote(writer, venueId, { feature: 'stepFree', note: 'Ramp' });
    await postNote(confirmer, venueId, { feature: 'stepFree' });

    for (const res of [
      await confirmer.put(notePath(venueId), { note: 'Not mine' }),
      await confirmer.del(notePath(venueId)),
    ]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toEqual({ message: 'You can only change your own access notes' });
    }
    for (const res of [
      await confirmer.mutation('venues.editAccessNote', { id: venueId, feature: 'stepFree' }),
      await confirmer.mutation('venues.deleteAccessNote', { id: venueId, feature: 'stepFree' }),
    ]) {
      expect(res.statusCode, res.body).toBe(403);
    }
    expect((await page(writer, venueId)).accessNotes).toMatchObject([
      { note: 'Ramp', confirmations: 2 },
    ]);

    const edited = await writer.put(notePath(venueId), { note: '  Lift inside  ' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject([
      { feature: 'stepFree', note: 'Lift inside', confirmations: 2, writtenByMe: true },
    ]);
    expect((await page(confirmer, venueId)).accessNotes).toMatchObject([
      { note: 'Lift inside', writtenByMe: false },
    ]);
    const cleared = await writer.mutation('venues.editAccessNote', {
      id: venueId,
      feature: 'stepFree',
      note: '',
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().result.data).toMatchObject([{ note: null }]);

    // Bad input changes nothing: an unknown feature, too long a note, a feature with no note.
    expect((await writer.put(notePath(venueId, 'lift'), { note: 'x' })).json()).toEqual({
      message: PLACE_MESSAGES.accessFeatureInvalid,
    });
    const long = await writer.put(notePath(venueId), { note: 'x'.repeat(ACCESS_NOTE_MAX + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ message: PLACE_MESSAGES.accessNoteMax });
    const none = await writer.del(notePath(venueId, 'quietSpace'));
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ message: PLACE_MESSAGES.accessNoteNotFound });
    expect((await page(writer, venueId)).accessNotes).toMatchObject([{ note: null }]);

    // Deleted with its confirmations: the next word on the feature is a new note.
    const deleted = await writer.del(notePath(venueId));
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual([]);
    expect((await page(confirmer, venueId)).accessNotes).toEqual([]);
    await postNote(confirmer, venueId, { feature: 'stepFree', note: 'Step at the door' });
    expect((await page(confirmer, venueId)).accessNotes).toMatchObject([
      { note: 'Step at the door', confirmations: 1, writtenByMe: true },
    ]);
    const rpc = await confirmer.mutation('venues.deleteAccessNote', {
      id: venueId,
      feature: 'stepFree',
    });
    expect(rpc.statusCode, rpc.body).toBe(200);
    expect(rpc.json().result.data).toEqual([]);
  });

  it('hides a note by someone the viewer may not see; writing on its feature is 409', async () => {
    const open = await t.newUser();
    const closed = await t.newUser();
    const fan = await t.newUser();
    const stranger = await t.newUser();
    const { venueId } = await showAt(open, `Hidden Note Hall ${uniqueName('v')}`);
    await postNote(closed, venueId, { feature: 'viewingPlatform', note: 'My usual spot, row B' });
    await setPrivate(closed);
    await approvedFollower(closed, fan);

    const asStranger = await page(stranger, venueId);
    expect(asStranger.accessNotes).toEqual([]);
    expect(JSON.stringify(asStranger)).not.toContain('row B');
    const taken = await postNote(stranger, venueId, { feature: 'viewingPlatform', note: 'Mine' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: PLACE_MESSAGES.accessNoteTaken });
    for (const res of [
      await stranger.put(notePath(venueId, 'viewingPlatform'), { note: 'x' }),
      await stranger.del(notePath(venueId, 'viewingPlatform')),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: PLACE_MESSAGES.accessNoteNotFound });
    }
    // The approved follower sees it, and confirms it; the stranger changed nothing.
    expect((await page(fan, venueId)).accessNotes).toMatchObject([
      { feature: 'viewingPlatform', note: 'My usual spot, row B', confirmations: 1 },
    ]);
    expect((await postNote(fan, venueId, { feature: 'viewingPlatform' })).statusCode).toBe(200);
    expect((await page(closed, venueId)).accessNotes).toMatchObject([
      { note: 'My usual spot, row B', confirmations: 2, writtenByMe: true },
    ]);
  });
});
