import { describe, expect, it } from 'vitest';
import * as setlist from '../src';

describe('a pasted setlist', () => {
  it('reads one song per line, with numbering, encores, covers, guests, tape and notes', () => {
    const text = [
      'Set 1:',
      '1. Intro (tape)',
      '2) Hunter',
      '- Jóga (acoustic)',
      '',
      '* Venus as a Boy (with Guy Sigsworth)',
      'Encore:',
      "It's Oh So Quiet (Betty Hutton cover)",
      'Encore 2: Declare Independence (cover of Nobody) (first time since 2009)',
      'Pluto (cover)',
    ].join('\r\n');
    expect(setlist.parseSetlistText(text)).toEqual([
      { title: 'Intro', tape: true },
      { title: 'Hunter' },
      { title: 'Jóga', note: 'acoustic' },
      { title: 'Venus as a Boy', withGuest: 'Guy Sigsworth' },
      { title: "It's Oh So Quiet", encore: true, coverOf: 'Betty Hutton' },
      {
        title: 'Declare Independence',
        encore: true,
        coverOf: 'Nobody',
        note: 'first time since 2009',
      },
      { title: 'Pluto', encore: true, note: 'cover' },
    ]);
  });

  it('a song whose title starts with "Encore" is a song, and a title that is only a bracket stays', () => {
    expect(setlist.parseSetlistText('Encore Une Fois\n(Nice Dream)')).toEqual([
      { title: 'Encore Une Fois' },
      { title: '(Nice Dream)' },
    ]);
  });

  it('what it reads passes the setlist schema, cut at SETLIST_SONGS_MAX, through the text rule', () => {
    const many = Array.from(
      { length: setlist.SETLIST_SONGS_MAX + 20 },
      (_, i) => `Song ${i}\u200B`,
    ).join('\n');
    const songs = setlist.parseSetlistText(many);
    expect(songs).toHaveLength(setlist.SETLIST_SONGS_MAX);
    expect(songs[0]).toEqual({ title: 'Song 0' });
    expect(setlist.setlistSchema.safeParse(songs).success).toBe(true);
  });

  it('setlistText writes back what parseSetlistText reads', () => {
    const songs = setlist.parseSetlistText(
      'Utopia\nArisen My Senses (with Arca) (tape)\nEncore:\nHyperballad (live debut)\nQuiet (Betty Hutton cover)',
    );
    expect(setlist.parseSetlistText(setlist.setlistText(songs))).toEqual(songs);
  });
});

describe('song identity', () => {
  it('"Hyperballad" and "hyperballad " are one song; versions compare keys, order and encores', () => {
    expect(setlist.songKey('Hyperballad')).toBe(setlist.songKey('hyperballad '));
    const a = setlist.setlistVersionKey([{ title: 'One' }, { title: 'Two', encore: true }]);
    expect(setlist.setlistVersionKey([{ title: 'one ' }, { title: 'TWO', encore: true }])).toBe(a);
    expect(setlist.setlistVersionKey([{ title: 'One' }, { title: 'Two' }])).not.toBe(a);
    expect(setlist.setlistVersionKey([{ title: 'Two', encore: true }, { title: 'One' }])).not.toBe(
      a,
    );
  });
});
