/**
 * Control and format characters are refused in names, comments and the shared
 * artist catalogue; emoji and accents pass.
 */
import { describe, expect, it } from 'vitest';
import { uniqueName, useTestApp } from '../support/helpers';

const t = useTestApp();

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
