import { FAVORITE_RULE_CAPTION, pluralize, roundAverage } from '@gigrank/domain';
import { StatCard, tone } from '@gigrank/ui';
import { Text } from '@mantine/core';
import { IconMicrophone2, IconRepeat } from '@tabler/icons-react';
import { trpc } from '../../lib/trpc';
import { AnchorLink } from '../shows/show-page/AnchorLink';
import { hasAverage } from './insights';
import { FRESH_ON_FOCUS, RAISED_LINK } from './stat-links';
import classes from './ProfileStats.module.css';

/**
 * Favorite Artist (SPEC section 2): name (linked), average out of 100 and
 * show count; the card opens Artist Insights. The best rated of the artists
 * seen twice or more when there is one (DECISIONS.md), and then it says so.
 */
export function FavoriteArtistCard({ userId, onOpen }: { userId: number; onOpen: () => void }) {
  // A failed fetch counts as none (SPEC section 8: it falls back to null).
  const best = trpc.profile.bestRatedArtist.useQuery({ userId }, FRESH_ON_FOCUS);
  const favorite = best.data ?? null;
  return (
    <StatCard
      label="Favorite Artist"
      openLabel="Favorite Artist: open Artist Insights"
      icon={<IconMicrophone2 size={16} />}
      color="encore"
      loading={best.isPending}
      muted={!favorite}
      onOpen={onOpen}
      value={
        favorite ? (
          <Text inherit lineClamp={2}>
            <AnchorLink
              to="/artist/$artistName"
              params={{ artistName: favorite.artistName }}
              c="inherit"
              inherit
              style={RAISED_LINK}
            >
              {favorite.artistName}
            </AnchorLink>
          </Text>
        ) : (
          'No ratings yet'
        )
      }
      details={
        favorite ? (
          <>
            <div>
              <Text span fz="inherit" fw={800} c="encore">
                {roundAverage(favorite.avgScore)}/100
              </Text>{' '}
              average
            </div>
            <div>{pluralize(favorite.showCount, 'show')}</div>
            {favorite.rule === 'seenTwice' ? (
              <div data-testid="favorite-rule">{FAVORITE_RULE_CAPTION}</div>
            ) : null}
          </>
        ) : null
      }
    />
  );
}

/**
 * Most Seen Artist (issue 21): the artist of most shows as main artist,
 * '{n} shows'; the whole card links to the artist's page.
 */
export function MostSeenArtistCard({ userId }: { userId: number }) {
  const query = trpc.profile.mostSeenArtist.useQuery({ userId });
  const most = query.data ?? null;
  return (
    <StatCard
      label="Most Seen Artist"
      icon={<IconRepeat size={16} />}
      color="midnight"
      loading={query.isPending}
      muted={!most}
      value={
        most ? (
          <Text inherit lineClamp={2}>
            <AnchorLink
              to="/artist/$artistName"
              params={{ artistName: most.artistName }}
              c="inherit"
              inherit
              className={classes.stretchedLink}
            >
              {most.artistName}
            </AnchorLink>
          </Text>
        ) : query.isError ? (
          'Could not load'
        ) : (
          'No shows yet'
        )
      }
      details={
        most ? (
          <>
            <div>
              <Text span fz="inherit" fw={800} c={tone.inkSoft}>
                {pluralize(most.showCount, 'show')}
              </Text>
            </div>
            {hasAverage(most.avgScore) ? (
              <div>{roundAverage(most.avgScore)}/100 average</div>
            ) : null}
          </>
        ) : null
      }
    />
  );
}
