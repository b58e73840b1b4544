import {
  formatAverage1,
  formatMonthYear,
  formatShowDate,
  isoDateInTimeZone,
  pluralize,
  type Show,
} from '@gigrank/domain';
import { ScoreBadge, UserAvatar } from '@gigrank/ui';
import { useElementSize } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import type { ReactNode, Ref } from 'react';
import { Logo } from '../../shell/Logo';
import type { WrappedData } from './WrappedCard';
import { STORY_SIZE } from './wrapped-image';
import classes from './WrappedStory.module.css';

const DASH = '—';

function Tile({
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
      className={accent ? `${classes.tile} ${classes.accent}` : classes.tile}
      role="group"
      aria-label={label}
    >
      <p className={classes.label}>{label}</p>
      {children}
    </div>
  );
}

function TopShow({ show, position }: { show: Show; position: number }) {
  return (
    <li className={classes.show}>
      <span className={classes.position} aria-label={`Number ${position}`}>
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
      <ScoreBadge score={show.score} size="md" radius="md" h={26} fz={13} px={8} />
    </li>
  );
}

/**
 * Wrapped as a 9:16 story (issue 21): the card's facts (Favorite Artist,
 * Most Visited city, Total Shows, Global Rank, Top Rated Shows, 'Follow me
 * @username', the date) plus the Most Seen Artist and the days with shows,
 * laid out at STORY_SIZE and shown scaled down to fit its frame. `ref` is
 * the story itself, at full size, which the download renders.
 */
export function WrappedStory({ data, ref }: { data: WrappedData; ref?: Ref<HTMLDivElement> }) {
  const { user, favoriteArtist, mostSeenArtist, mostVisitedCity, year } = data;
  const topShows = data.topShows.filter((show) => show.score !== null);
  const created = formatShowDate(
    isoDateInTimeZone(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone),
  );
  // The frame takes the width it is given (up to the story's), the story scales to it.
  const { ref: measure, width } = useElementSize();
  const scale = width > 0 ? Math.min(1, width / STORY_SIZE.width) : 1;
  return (
    <div ref={measure} style={{ width: '100%', maxWidth: STORY_SIZE.width, margin: '0 auto' }}>
      <div
        className={classes.frame}
        style={{ width: STORY_SIZE.width * scale, height: STORY_SIZE.height * scale }}
      >
        <div
          ref={ref}
          className={classes.story}
          style={{ transform: scale === 1 ? undefined : `scale(${scale})` }}
          data-testid="wrapped-story"
        >
          <div className={classes.top}>
            <Logo />
            <span className={classes.edition}>Wrapped · {year ?? 'All time'}</span>
          </div>

          <div className={classes.hero}>
            <UserAvatar
              displayName={user.displayName}
              profilePicture={user.profilePicture}
              size={52}
              radius={52}
              fz={24}
              color="spotlight.7"
              className={classes.avatar}
            />
            <p className={classes.name}>{user.displayName}</p>
            <p className={classes.tagline}>
              {year ? `My ${year} in live music` : 'My live music, all time'}
            </p>
          </div>

          <div className={classes.numbers}>
            <Tile label="Total Shows">
              <p className={classes.number}>{data.totalShows}</p>
            </Tile>
            <Tile label="Show Days">
              <p className={classes.number}>{data.showDays}</p>
            </Tile>
            <Tile label="Global Rank">
              <p className={classes.number}>{data.globalRank ? `#${data.globalRank}` : DASH}</p>
            </Tile>
          </div>

          <div className={classes.pair}>
            <Tile label="Favorite Artist" accent>
              <p className={classes.value}>{favoriteArtist?.artistName ?? DASH}</p>
              <p className={classes.note}>
                {favoriteArtist
                  ? `Avg score ${formatAverage1(favoriteArtist.avgScore)}`
                  : 'No ratings yet'}
              </p>
            </Tile>
            <Tile label="Most Seen Artist">
              <p className={classes.value}>{mostSeenArtist?.artistName ?? DASH}</p>
              <p className={classes.note}>
                {mostSeenArtist ? pluralize(mostSeenArtist.showCount, 'show') : 'No shows yet'}
              </p>
            </Tile>
          </div>

          <Tile label="Most Visited">
            <p className={classes.value}>
              {mostVisitedCity?.cityName ?? DASH}{' '}
              <span className={classes.inlineNote}>
                · {mostVisitedCity ? pluralize(mostVisitedCity.showCount, 'show') : 'No cities yet'}
              </span>
            </p>
          </Tile>

          <div className={classes.showsSection}>
            <p className={classes.sectionTitle}>Top Rated Shows</p>
            {topShows.length ? (
              <ol className={classes.shows} aria-label="Top Rated Shows">
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
      </div>
    </div>
  );
}
