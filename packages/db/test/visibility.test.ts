/**
 * The visibility seam holds: every read of shows or users for a list or a
 * page starts from visibility.ts (visibleShows / visibleUsers), so a rule
 * such as private accounts is one change there. A read of those tables any
 * other way must be listed here with the reason it is not a viewer's list;
 * a new one fails this test until someone decides which it is.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('../src', import.meta.url));

/** Direct reads of `shows` / `users` allowed per file, and why they are not a viewer's list. */
const ALLOWED: Record<string, { count: number; why: string }> = {
  'recounts.ts': {
    count: 7,
    why: 'recounts and counter checks over every row (or every row of some users and their artists)',
  },
  'song-recounts.ts': {
    count: 1,
    why: "the songs' shared counters recounted from public accounts' setlists (bulk load, checks)",
  },
  'place-recounts.ts': {
    count: 3,
    why: 'the venue and festival counters recounted from every show (or the places of some users)',
  },
  'counter-moves.ts': {
    count: 1,
    why: "whether a show's owner is public (the shared counters count those only)",
  },
  'place-counters.ts': {
    count: 1,
    why: "account deletion and a privacy change: the user's own shows per venue and artist, moved out of or into the venues' counts",
  },
  'queries/venues.queries.ts': {
    count: 1,
    why: "a venue's artists most seen as a viewer sees them: the shows there of the accounts placeAudience names, counted in or out of the shared counts",
  },
  'ranking.ts': {
    count: 4,
    why: "a write placing its owner's show; renumbering an owner's shows after an import batch; the lock on the owner's row; the rank check",
  },
  'queries/following.queries.ts': {
    count: 2,
    why: 'the Following feed reads the entries of feedFollowees (the rule applied to the owners), and re-reads its page through feedShows',
  },
  'queries/ledger.queries.ts': {
    count: 3,
    why: "the ledger's owner and home city (the service lets only the owner, or a follower when spend is shared, read it); the owner's own shows summed; whether a ticket's owner shares spend",
  },
  'queries/gigs.queries.ts': {
    count: 1,
    why: 'the posters of shows already read through visibleShows (who else was at a gig)',
  },
  'bulk-load.ts': { count: 1, why: 'seed:demo refuses a database that has users' },
  'queries/account.queries.ts': { count: 1, why: "the account's own row" },
  'queries/files.queries.ts': {
    count: 1,
    why: 'housekeeping keeps every referenced file, whoever may see its row',
  },
  'queries/sessions.queries.ts': { count: 1, why: 'the session user of a cookie' },
  'queries/api-tokens.queries.ts': { count: 1, why: 'the user a personal access token acts as' },
  'queries/privacy.queries.ts': {
    count: 1,
    why: "the owner's own block and mute lists: the people they can no longer see, to unblock or unmute",
  },
  'queries/show-writes.queries.ts': {
    count: 3,
    why: "a write's own show row, its artist keys, an account's photo keys",
  },
  'queries/shows.queries.ts': {
    count: 2,
    why: "the poster of a visible show; a guest row's photo count filter (rows are re-read visibly)",
  },
  'queries/social.queries.ts': {
    count: 4,
    why: "a like or comment write's show owner and counters (the show page read is visible)",
  },
  'queries/users.queries.ts': {
    count: 5,
    why: 'lookups by id and username for sign-in and checks; global rank (users with more shows, then ties) and streak counts',
  },
  'queries/reports.queries.ts': {
    count: 1,
    why: "the operators' listing names each report's reporter (reporting itself reads through the seam)",
  },
  'queries/notifications.queries.ts': {
    count: 1,
    why: "the owner's own notifications; a hidden actor shows as none, not a dropped row",
  },
};

const DIRECT_READ = /(selectFrom|[iI]nnerJoin|leftJoin|rightJoin|fullJoin)\('(shows|users)'/g;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

describe('visibility seam', () => {
  it('every direct read of shows or users outside visibility.ts (and visibility-places.ts) is a listed exception', () => {
    const found: Record<string, number> = {};
    for (const file of files(src)) {
      const name = relative(src, file);
      // The rule itself: visibility.ts, and its part for places beside it.
      if (name === 'visibility.ts' || name === 'visibility-places.ts') continue;
      const n = readFileSync(file, 'utf8').match(DIRECT_READ)?.length ?? 0;
      if (n > 0) found[name] = n;
    }
    const allowed = Object.fromEntries(Object.entries(ALLOWED).map(([f, a]) => [f, a.count]));
    expect(found).toEqual(allowed);
  });

  it('the lists start from the seam', () => {
    for (const [file, seam] of [
      ['queries/shows.queries.ts', 'visibleShows('],
      ['queries/feed.queries.ts', 'feedShows'],
      ['queries/follows.queries.ts', 'visibleUsers('],
      ['queries/leaderboard.queries.ts', 'leaderboardUsers('],
      ['queries/privacy.queries.ts', 'visibleUsers('],
      ['queries/insights.queries.ts', 'visibleShows('],
      ['queries/taste.queries.ts', 'contentOpenUsers('],
      ['queries/social.queries.ts', 'visibleUsers('],
      ['queries/users.queries.ts', 'visibleUsers('],
      ['queries/users.queries.ts', 'searchableUserTerms('],
      ['queries/venues.queries.ts', 'visibleShows('],
      ['queries/venue-access-notes.queries.ts', 'placePeople('],
      ['queries/venues.queries.ts', 'placeTopPeople('],
      ['queries/venue-access-notes.queries.ts', 'accessNoteOpen('],
      ['queries/venue-access-notes.queries.ts', 'confirmationOpen('],
      ['queries/festival-sets.queries.ts', 'visibleShows('],
      ['queries/festivals.queries.ts', 'placePeople('],
      ['queries/festivals.queries.ts', 'festivalCreatorOpen('],
    ] as const) {
      expect(readFileSync(join(src, file), 'utf8'), file).toContain(seam);
    }
  });
});
