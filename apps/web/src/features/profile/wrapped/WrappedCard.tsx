import {
  formatAverage1,
  formatMonthYear,
  formatShowDate,
  isoDateInTimeZone,
  pluralize,
  type Show,
} from '@gigrank/domain';
import { ScoreBadge, UserAvatar } from '@gigrank/ui';
import { Link } from '@tanstack/react-router';
import type { ReactNode, Ref } from 'react';
import type { RouterOutputs } from '../../../lib/trpc';
import { Logo } from '../../shell/Logo';
import classes from './WrappedCard.module.css';

export type WrappedData = RouterOutputs['profile']['wrapped'];

const DASH = '—';
/** Names longer than this get the smaller stat size. */
const LONG_NAME = 14;

function StatValue({ text }: { text: string }) {
  return (
    <p
      className={
        text.length > LONG_NAME
          ? `${classes.statValue} ${classes.statValueLong}`
          : classes.statValue
      }
    >
      {text}
    </p>
  );
}

function Stat({
  label,
  accent,
  children,
}: {
  label: string;
  accent?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className={accent ? `${classes.stat} ${classes.accent}` : classes.stat}
      role="group"
      aria-label={label}
    >
      <p className={classes.statLabel}>{label}</p>
      {children}
    </div>
  );
}

function TopShow({ show, position }: { show: Show; position: number }) {
  const positionClass =
    position === 2 ? classes.position2 : position === 3 ? classes.position3 : undefined;
  return (
    <li className={classes.topShow}>
      <span
        className={`${classes.position} ${positionClass ?? ''}`}
        aria-label={`Number ${position}`}
      >
        {position}
      </span>
      <div className={classes.showText}>
        <Link
          to="/artist/$artistName"
          params={{ artistName: show.artist }}
          className={classes.showArtist}
        >
          {show.artist}
        </Link>
        <p className={classes.showMeta}>
          {show.city} · {formatMonthYear(show.date)}
        </p>
      </div>
      <ScoreBadge score={show.score} size="lg" radius="md" h={32} fz={16} px={10} />
    </li>
  );
}

/**
 * The Wrapped card (SPEC section 2 "Wrapped dialog"): the logo, the display
 * name and avatar, Favorite Artist with its average to one decimal, Most
 * Visited city with its show count, Total Shows, Global Rank (or a dash), the
 * three top rated shows, 'Follow me @username' and the day it was created.
 * It is what the downloaded PNG shows, so it holds nothing interactive but links.
 */
export function WrappedCard({ data, ref }: { data: WrappedData; ref?: Ref<HTMLDivElement> }) {
  const { user, favoriteArtist, mostVisitedCity, year } = data;
  // Top *rated*: a show imported without a score (not yet rated) has no place here.
  const topShows = data.topShows.filter((show) => show.score !== null);
  const created = formatShowDate(
    isoDateInTimeZone(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone),
  );
  return (
    <div ref={ref} className={classes.card} data-testid="wrapped-card">
      <div className={classes.top}>
        <Logo />
        <span className={classes.edition}>Wrapped · {year ?? 'All time'}</span>
      </div>

      <div className={classes.hero}>
        <UserAvatar
          displayName={user.displayName}
          profilePicture={user.profilePicture}
          size={88}
          radius={88}
          fz={36}
          color="spotlight.7"
          className={classes.avatar}
        />
        <p className={classes.name}>{user.displayName}</p>
        <p className={classes.tagline}>
          {year ? `My ${year} in live music` : 'My live music, all time'}
        </p>
      </div>

      <div className={classes.stats}>
        <Stat label="Favorite Artist" accent>
          <StatValue text={favoriteArtist?.artistName ?? DASH} />
          <p className={classes.statNote}>
            {favoriteArtist
              ? `Avg score ${formatAverage1(favoriteArtist.avgScore)}`
              : 'No ratings yet'}
          </p>
        </Stat>
        <Stat label="Most Visited">
          <StatValue text={mostVisitedCity?.cityName ?? DASH} />
          <p className={classes.statNote}>
            {mostVisitedCity ? pluralize(mostVisitedCity.showCount, 'show') : 'No cities yet'}
          </p>
        </Stat>
        <Stat label="Total Shows">
          <p className={classes.bigNumber}>{data.totalShows}</p>
        </Stat>
        <Stat label="Global Rank">
          <p className={classes.bigNumber}>{data.globalRank ? `#${data.globalRank}` : DASH}</p>
        </Stat>
      </div>

      <div className={classes.section}>
        <p className={classes.sectionTitle}>Top Rated Shows</p>
        {topShows.length ? (
          <ol className={classes.topShows} aria-label="Top Rated Shows">
            {topShows.map((show, i) => (
              <TopShow key={show.id} show={show} position={i + 1} />
            ))}
          </ol>
        ) : (
          <p className={classes.empty}>
            {year ? `No shows rated in ${year} yet` : 'No shows rated yet'}
          </p>
        )}
      </div>

      <div className={classes.footer}>
        <p className={classes.follow}>Follow me @{user.username}</p>
        <p className={classes.created}>Created {created}</p>
      </div>
    </div>
  );
}
