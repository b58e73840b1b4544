import { FAVORITE_RULE_CAPTION, pluralize, roundAverage } from '@gigrank/domain';
import { IconMicrophone2, IconRepeat } from '@tabler/icons-react';
import { trpc } from '../../lib/trpc';
import { hasAverage } from './insights';
import { artistPage, AverageLine, FigureLine, PickStatCard, StatLink } from './stat-cards';
import type { OpensDialog } from './stat-card-dialogs';
import { FRESH_ON_FOCUS } from './stat-links';

/**
 * Favorite Artist (SPEC section 2): name (linked), average out of 100 and
 * show count; the card opens Artist Insights. The best rated of the artists
 * seen twice or more when there is one (DECISIONS.md), and then it says so.
 */
export function FavoriteArtistCard({ userId, opens }: { userId: number; opens: OpensDialog }) {
  // A failed fetch counts as none (SPEC section 8: it falls back to null).
  const best = trpc.profile.bestRatedArtist.useQuery({ userId }, FRESH_ON_FOCUS);
  return (
    <PickStatCard
      {...opens('Favorite Artist', 'artists')}
      icon={<IconMicrophone2 size={16} />}
      color="encore"
      query={best}
      empty="No ratings yet"
      value={(favorite) => (
        <StatLink link={artistPage(favorite.artistName)} name={favorite.artistName} />
      )}
      details={(favorite) => (
        <>
          <AverageLine average={favorite.avgScore} color="encore" />
          <div>{pluralize(favorite.showCount, 'show')}</div>
          {favorite.rule === 'seenTwice' ? (
            <div data-testid="favorite-rule">{FAVORITE_RULE_CAPTION}</div>
          ) : null}
        </>
      )}
    />
  );
}

/**
 * Most Seen Artist: the artist of most shows as main artist,
 * '{n} shows'; the whole card links to the artist's page.
 */
export function MostSeenArtistCard({ userId }: { userId: number }) {
  const query = trpc.profile.mostSeenArtist.useQuery({ userId });
  return (
    <PickStatCard
      label="Most Seen Artist"
      icon={<IconRepeat size={16} />}
      color="midnight"
      query={query}
      empty={query.isError ? 'Could not load' : 'No shows yet'}
      value={(most) => (
        <StatLink link={artistPage(most.artistName)} name={most.artistName} stretched />
      )}
      details={(most) => (
        <>
          <FigureLine figure={pluralize(most.showCount, 'show')} />
          {hasAverage(most.avgScore) ? <div>{roundAverage(most.avgScore)}/100 average</div> : null}
        </>
      )}
    />
  );
}
