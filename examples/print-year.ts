/**
 * Prints someone's year of shows as text: their Gigrank Wrapped for that
 * year (`profile.wrapped`, on REST `GET /api/users/{id}/wrapped?year=`),
 * with the favourite and most seen artist, the most visited city, the
 * counts, the global rank and the best shows.
 *
 * Run it with a personal access token that has the `read` scope (Settings,
 * API tokens); the year is this year unless given, the person the token's
 * owner unless a username is given (whose shows the owner may see):
 *
 *   GIGRANK_URL=http://localhost:3000 GIGRANK_TOKEN=gr_pat_... \
 *     pnpm --filter @gigrank/examples print-year 2024 [username]
 */
import { createGigrankClient, type RouterOutputs } from '@gigrank/client';

type Wrapped = RouterOutputs['profile']['wrapped'];

function stop(message: string): never {
  console.error(message);
  process.exit(2);
}

const [yearArg, username] = process.argv.slice(2);
const token = process.env.GIGRANK_TOKEN;
if (!token) stop('Set GIGRANK_TOKEN to a personal access token with the read scope');
const year = yearArg ? Number(yearArg) : new Date().getFullYear();
if (!Number.isInteger(year)) stop('Usage: print-year [year] [username]');
const gigrank = createGigrankClient(process.env.GIGRANK_URL ?? 'http://localhost:3000', { token });

const shows = (n: number) => `${n} show${n === 1 ? '' : 's'}`;

/** The Wrapped card as lines of text. */
function linesOf(w: Wrapped): string[] {
  const lines = [`${w.user.displayName} (@${w.user.username}): Gigrank Wrapped ${w.year}`];
  if (w.totalShows === 0) return [...lines, `No shows in ${w.year}.`];
  const days = w.showDays === w.totalShows ? '' : ` on ${w.showDays} days`;
  const waiting = w.unratedShows ? `, ${w.unratedShows} waiting for a score` : '';
  lines.push(`${shows(w.totalShows)}${days}${waiting}`);
  if (w.favoriteArtist) {
    const { artistName, avgScore, showCount } = w.favoriteArtist;
    lines.push(`Favorite artist: ${artistName}, ${avgScore} on average over ${shows(showCount)}`);
  }
  if (w.mostSeenArtist) {
    lines.push(
      `Most seen artist: ${w.mostSeenArtist.artistName}, ${shows(w.mostSeenArtist.showCount)}`,
    );
  }
  if (w.mostVisitedCity) {
    lines.push(
      `Most visited city: ${w.mostVisitedCity.cityName}, ${shows(w.mostVisitedCity.showCount)}`,
    );
  }
  if (w.globalRank !== null) lines.push(`Global rank: #${w.globalRank}`);
  if (w.topShows.length) {
    lines.push('Best shows:');
    w.topShows.forEach((s, i) =>
      lines.push(`  ${i + 1}. ${s.artist}, ${s.city}, ${s.date}: ${s.score}`),
    );
  }
  return lines;
}

const userId = username
  ? (await gigrank.users.byUsername.query({ username })).id
  : (await gigrank.auth.me.query())?.id;
if (userId === undefined) stop('The token signs no one in');
console.log(linesOf(await gigrank.profile.wrapped.query({ userId, year })).join('\n'));
