import { describe, expect, it } from 'vitest';
import {
  artistSongsDocumentTitle,
  artistSongsTitle,
  chaseCaption,
  chaseDoneText,
  chaseItemText,
  heardOfTheseText,
  heardTimesText,
  LEDGER_PAGE_SIZE,
  ledgerSongs,
  loggedGigsText,
  momentText,
  nextLedgerCursor,
  noSetlistsText,
  playedAtText,
  songDate,
  songsHeardCount,
  YOU,
} from './song-text';

const ANA = { you: false, name: 'Ana' } as const;

describe('the songs page', () => {
  it('heads the page and the tab with the artist', () => {
    expect(artistSongsTitle('Radiohead')).toBe('Radiohead: songs played live');
    expect(artistSongsDocumentTitle('Radiohead')).toBe('Radiohead: songs played live | Gigrank');
  });

  it('counts the gigs with a setlist', () => {
    expect(loggedGigsText(12)).toBe('12 logged gigs with a setlist');
    expect(loggedGigsText(1)).toBe('1 logged gig with a setlist');
    expect(loggedGigsText(0)).toBe('0 logged gigs with a setlist');
  });

  it("says how often a song was played, of every gig's", () => {
    expect(playedAtText(3, 12)).toBe('Played at 3 of 12 gigs');
    expect(playedAtText(1, 1)).toBe('Played at 1 of 1 gig');
  });

  it('writes dates as written, day first', () => {
    expect(songDate('2024-03-04')).toBe('4 Mar 2024');
    expect(songDate('2025-12-31')).toBe('31 Dec 2025');
  });

  it('says how many of the songs the viewer heard', () => {
    expect(heardOfTheseText(4, 20)).toBe("You've heard 4 of these 20 songs live");
    expect(heardOfTheseText(1, 1)).toBe("You've heard 1 of 1 song live");
    expect(heardOfTheseText(0, 20)).toBe("You haven't heard any of these songs live yet");
  });

  it('has an empty text naming the artist', () => {
    expect(noSetlistsText('Radiohead')).toBe('No setlists logged for Radiohead yet');
  });
});

describe('a chase list', () => {
  it('says a staple was never caught, by the viewer or by someone else', () => {
    expect(chaseItemText(2, 3, YOU)).toBe("Played at 2 of 3 logged gigs. You've never caught it.");
    expect(chaseItemText(1, 1, ANA)).toBe('Played at 1 of 1 logged gig. Ana has never caught it.');
  });

  it('says when nothing is left to chase', () => {
    expect(chaseDoneText('Radiohead', YOU)).toBe("You've heard everything Radiohead plays most");
    expect(chaseDoneText('Radiohead', ANA)).toBe('Ana has heard everything Radiohead plays most');
  });

  it('captions the list with the artist and the songs heard', () => {
    expect(chaseCaption('Radiohead', 14)).toBe('Radiohead · 14 songs heard live');
    expect(chaseCaption('Radiohead', 1)).toBe('Radiohead · 1 song heard live');
  });

  it('tells the two kinds of rare moment apart', () => {
    expect(momentText({ kind: 'only', title: 'Nude' }, 12, YOU)).toBe(
      'You were at the only performance of Nude among 12 logged gigs',
    );
    expect(momentText({ kind: 'only', title: 'Nude' }, 1, ANA)).toBe(
      'Ana was at the only performance of Nude among 1 logged gig',
    );
    expect(momentText({ kind: 'debut', title: 'Nude' }, 12, YOU)).toBe(
      'You were at the first logged performance of Nude',
    );
    expect(momentText({ kind: 'debut', title: 'Nude' }, 12, ANA)).toBe(
      'Ana was at the first logged performance of Nude',
    );
  });
});

describe('songs heard live', () => {
  it('says how often and since when', () => {
    expect(heardTimesText(3, '2024-03-04')).toBe('heard 3×, first on 4 Mar 2024');
  });

  it('counts different songs', () => {
    expect(songsHeardCount(42)).toBe('42 different songs');
    expect(songsHeardCount(1)).toBe('1 song');
    expect(songsHeardCount(0)).toBe('0 different songs');
  });

  const song = (id: number) => ({ id });
  const page = (ids: number[]) => ({ songs: ids.map(song) });
  const full = (from: number) => page(Array.from({ length: LEDGER_PAGE_SIZE }, (_, i) => from + i));

  it('asks for the next page after the rows read, until a short page', () => {
    const first = full(1);
    expect(nextLedgerCursor(first, [first])).toBe(LEDGER_PAGE_SIZE);
    const second = full(100);
    expect(nextLedgerCursor(second, [first, second])).toBe(2 * LEDGER_PAGE_SIZE);
    const last = page([200, 201]);
    expect(nextLedgerCursor(last, [first, second, last])).toBeUndefined();
    expect(nextLedgerCursor(page([]), [page([])])).toBeUndefined();
  });

  it('lists each song once, in page order', () => {
    expect(ledgerSongs([page([1, 2, 3]), page([3, 4])]).map((s) => s.id)).toEqual([1, 2, 3, 4]);
    expect(ledgerSongs([])).toEqual([]);
  });
});
