/**
 * Photos added to a stored show on their own (POST /api/shows/{id}/photos,
 * multipart): the owner's only, the show's fields untouched (an imported
 * show stays unscored in the rating queue), re-encoded without EXIF as
 * every photo, at most MAX_PHOTOS_PER_SHOW in all; a refusal stores nothing.
 */
import { describe, expect, it } from 'vitest';
import { MAX_PHOTOS_PER_SHOW, type Show } from '@gigrank/domain';
import { imageBytes, uniqueName, useTestApp, type FilePart } from '../support/helpers';
import { importCsv } from '../support/imports';

const t = useTestApp();

const photos = async (n: number): Promise<FilePart[]> => {
  const data = await imageBytes('jpeg');
  return Array.from({ length: n }, (_, i) => ({
    field: 'photos',
    name: `p${i}.jpg`,
    type: 'image/jpeg',
    data,
  }));
};

describe('photos added to a show', () => {
  it('join an unscored imported show, which stays in the rating queue', async () => {
    const fan = await t.newUser();
    const band = uniqueName('Photo Band');
    await importCsv(fan, `Date,Artist,City\n2024-05-01,${band},Lisbon`);
    const queue = await fan.get(`/api/users/${fan.user.id}/unscored-shows`);
    const [show] = queue.json().shows as Show[];
    const res = await fan.form('POST', `/api/shows/${show!.id}/photos`, {}, await photos(2));
    expect(res.statusCode, res.body).toBe(201);
    const added = res.json().show as Show;
    expect(added.photos).toHaveLength(2);
    expect(added.score).toBeNull();
    const again = await fan.get(`/api/users/${fan.user.id}/unscored-shows`);
    expect(again.json().total).toBe(1);
    const stored = await t.db
      .selectFrom('shows')
      .select('photos_count')
      .where('id', '=', show!.id)
      .executeTakeFirstOrThrow();
    expect(stored.photos_count).toBe(2);
  });

  it('are refused for another’s show, without photos, as JSON and past the limit', async () => {
    const fan = await t.newUser();
    const other = await t.newUser();
    const { id } = await fan.addShow({ artist: uniqueName('Limit Band') });
    const url = `/api/shows/${id}/photos`;
    expect((await other.form('POST', url, {}, await photos(1))).statusCode).toBe(403);
    const none = await fan.form('POST', url, {}, []);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Add at least one photo');
    expect((await fan.post(url, {})).statusCode).toBe(400);
    const many = await fan.form('POST', url, {}, await photos(MAX_PHOTOS_PER_SHOW + 1));
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toBe(`A show can have at most ${MAX_PHOTOS_PER_SHOW} photos`);
    // Nothing stored by any refusal: the show has no photo row, and counts none.
    expect((await fan.get(`/api/shows/${id}`)).json().photos).toEqual([]);
  });
});
