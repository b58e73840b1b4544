import type { ArtistResponse, Show } from '@gigrank/domain';
import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import {
  artistMetaDescription,
  artistPageTitle,
  artistStatBadges,
  isArtistMissing,
  mergeArtistPages,
  showsForTab,
} from './artist-page';

function show(id: number, extra: Partial<Show> = {}): Show {
  return {
    id,
    userId: 1,
    user: { id: 1, username: 'ana', displayName: 'Ana', profilePicture: null },
    artist: 'Bruno Mars',
    city: 'Lisbon',
    date: '2026-04-05',
    setlist: [],
    score: 80,
    rating: 'loved',
    photos: [],
    guestAppearances: [],
    rank: 1,
    createdAt: '2026-04-05T10:00:00Z',
    festival: null,
    venueId: null,
    ...extra,
  };
}

const photo = { id: 9, url: '/u/a.jpg', thumbnailUrl: '/u/a_t.jpg', width: 10, height: 10 };
const own = show(1);
const guest = show(2, { artist: 'Rihanna', isGuestAppearance: true, mainArtist: 'Rihanna' });
const withPhoto = show(3, { photos: [photo] });
const guestWithPhoto = show(4, { isGuestAppearance: true, mainArtist: 'Adele', photos: [photo] });
const shows = [own, guest, withPhoto, guestWithPhoto];

describe('showsForTab', () => {
  it('All Shows lists every show, own and guest appearances', () => {
    expect(showsForTab(shows, 'all').map((s) => s.id)).toEqual([1, 2, 3, 4]);
  });
  it('Guest Appearances lists the flagged shows only', () => {
    expect(showsForTab(shows, 'guest').map((s) => s.id)).toEqual([2, 4]);
  });
  it('With Photos lists shows with at least one photo', () => {
    expect(showsForTab(shows, 'photos').map((s) => s.id)).toEqual([3, 4]);
  });
  it('an empty list stays empty', () => {
    expect(showsForTab([], 'guest')).toEqual([]);
  });
});

describe('artistStatBadges', () => {
  // Ranks up to 1000 read '#rank'; above 1000, '<1M monthly streams', or '>1000' beside a streams
  // figure of a million or more, which '<1M' would contradict.
  it.each([
    [136_799_507, 1, '136.8M', '#1'],
    [11_589_155, 1000, '11.6M', '#1000'],
    [11_582_035, 1001, '11.6M', '>1000'],
    [1_000_000, 1400, '1.0M', '>1000'],
    [640_000, 1500, '640K', '<1M monthly streams'],
  ])('%i streams at rank %i', (monthly_streams, global_rank, formatted_streams, rank) => {
    expect(artistStatBadges({ monthly_streams, global_rank, formatted_streams })).toEqual({
      streams: `${formatted_streams} monthly streams`,
      rank,
    });
  });
  it('a new artist gets one badge, not the same text twice', () => {
    expect(
      artistStatBadges({ monthly_streams: 1, global_rank: 9999, formatted_streams: '<1M' }),
    ).toEqual({ streams: '<1M monthly streams', rank: null });
  });
  it('no stats, no badges', () => {
    expect(artistStatBadges(null)).toEqual({ streams: null, rank: null });
  });
});

describe('title and description', () => {
  const page: ArtistResponse = {
    artistName: 'Bruno Mars',
    shows: [own, withPhoto],
    isWantToSee: false,
    stats: { monthly_streams: 136_799_507, global_rank: 1, formatted_streams: '136.8M' },
    rating: { avgScore: '86.50', showCount: 2, fanCount: 1 },
    nextBefore: null,
  };

  it("titles the page '{artist} | Gigrank'", () => {
    expect(artistPageTitle('Bruno Mars')).toBe('Bruno Mars | Gigrank');
  });

  it('describes popularity, the fans’ score and the shows', () => {
    expect(artistMetaDescription(page)).toBe(
      'Bruno Mars on Gigrank: 136.8M monthly streams, global rank #1. Average fan score 87/100 from 1 fan. See the 2 live shows rated on Gigrank.',
    );
  });

  it('an unrated new artist', () => {
    expect(
      artistMetaDescription({
        ...page,
        artistName: 'Tiny Band',
        shows: [],
        stats: { monthly_streams: 1, global_rank: 9999, formatted_streams: '<1M' },
        rating: { avgScore: null, showCount: 0, fanCount: 0 },
      }),
    ).toBe("Tiny Band on Gigrank: <1M monthly streams. Rate Tiny Band's live shows on Gigrank.");
  });
});

describe('isArtistMissing', () => {
  const answered = (code: string) =>
    TRPCClientError.from({ error: { message: 'x', code: -32004, data: { code } } });

  it('an unknown or invalid artist is missing', () => {
    expect(isArtistMissing(answered('NOT_FOUND'))).toBe(true);
    expect(isArtistMissing(answered('BAD_REQUEST'))).toBe(true);
  });
  it('a server or network failure is a load error', () => {
    expect(isArtistMissing(answered('INTERNAL_SERVER_ERROR'))).toBe(false);
    expect(isArtistMissing(new TypeError('Failed to fetch'))).toBe(false);
  });
});

describe('paged shows', () => {
  const first: ArtistResponse = {
    artistName: 'Bruno Mars',
    shows: [show(9), show(8), show(7, { isGuestAppearance: true })],
    isWantToSee: true,
    stats: null,
    rating: { avgScore: '80.00', showCount: 60, fanCount: 3 },
    nextBefore: 7,
  };
  const second: ArtistResponse = {
    ...first,
    isWantToSee: false,
    shows: [show(7), show(6)],
    nextBefore: null,
  };

  it('joins the pages: header from the first, every show once, the last cursor', () => {
    const merged = mergeArtistPages([first, second]);
    expect(merged?.isWantToSee).toBe(true);
    expect(merged?.shows.map((s) => [s.id, s.isGuestAppearance ?? false])).toEqual([
      [9, false],
      [8, false],
      [7, true],
      [7, false],
      [6, false],
    ]);
    expect(merged?.nextBefore).toBeNull();
    expect(mergeArtistPages([first, { ...second, shows: [show(8), show(6)] }])?.shows).toHaveLength(
      4,
    );
  });

  it('one page is the page itself; none is undefined', () => {
    expect(mergeArtistPages([first])).toBe(first);
    expect(mergeArtistPages([])).toBeUndefined();
  });

  it('describes the whole count while pages remain', () => {
    expect(artistMetaDescription(first)).toContain('See the 60 live shows rated on Gigrank.');
    expect(artistMetaDescription({ ...first, nextBefore: null })).toContain(
      'See the 3 live shows rated on Gigrank.',
    );
  });
});
