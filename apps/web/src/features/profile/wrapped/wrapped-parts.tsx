import {
  formatAverage1,
  formatMonthYear,
  formatShowDate,
  isoDateInTimeZone,
  pluralize,
  type Show,
} from '@gigrank/domain';
import { ScoreBadge, UserAvatar } from '@gigrank/ui';
import type { ReactNode, Ref } from 'react';
import type { LedgerFact } from '../../ledger';
import type { RouterOutputs } from '../../../lib/trpc';
import { Logo } from '../../../components/Logo';
import type { WrappedFormat } from './wrapped-image';
import { showsSongsHeard, songsHeardLabel } from './wrapped-text';
import classes from './Wrapped.module.css';
import { ArtistLink } from '../../../components/AnchorLink';

/*
 * The parts Wrapped's two formats share (SPEC section 2 "Wrapped dialog"):
 * the card (WrappedCard) and the 9:16 story (WrappedStory) lay
 * them out differently; Wrapped.module.css sizes each part for its format
 * (under `.card` or `.story`), so a part is written once here.
 */

export type WrappedData = RouterOutputs['profile']['wrapped'];

/** What each format renders: the period's data and the spend and travel figures picked. */
export interface WrappedImageProps {
  data: WrappedData;
  /** The spend and travel figures the owner picked for the image (none unless picked). */
  ledger?: readonly LedgerFact[];
  /** The image's root, which the download renders. */
  ref?: Ref<HTMLDivElement>;
}

export const DASH = '—';
/** Names longer than this get the card's smaller stat size. */
const LONG_NAME = 14;

/** What differs between the formats beyond their CSS: the avatar's and the scores' sizes. */
const SIZES = {
  card: {
    avatar: { size: 88, fz: 36 },
    score: { size: 'lg', h: 32, fz: 16, px: 10 },
  },
  story: {
    avatar: { size: 52, fz: 24 },
    score: { size: 'md', h: 26, fz: 13, px: 8 },
  },
} as const;

/** '{n} shows' in the most visited city, or that there is none. */
export function cityNote(city: WrappedData['mostVisitedCity']): string {
  return city ? pluralize(city.showCount, 'show') : 'No cities yet';
}

/** The logo and the edition: 'Wrapped · 2024' or 'Wrapped · All time'. */
function WrappedTop({ year }: { year: WrappedData['year'] }) {
  return (
    <div className={classes.top}>
      <Logo />
      <span className={classes.edition}>Wrapped · {year ?? 'All time'}</span>
    </div>
  );
}

/** The avatar, the display name and the tagline. */
function WrappedHero({
  data: { user, year },
  format,
}: {
  data: WrappedData;
  format: WrappedFormat;
}) {
  const avatar = SIZES[format].avatar;
  return (
    <div className={classes.hero}>
      <UserAvatar
        displayName={user.displayName}
        profilePicture={user.profilePicture}
        size={avatar.size}
        radius={avatar.size}
        fz={avatar.fz}
        color="spotlight.7"
        className={classes.avatar}
      />
      <p className={classes.name}>{user.displayName}</p>
      <p className={classes.tagline}>
        {year ? `My ${year} in live music` : 'My live music, all time'}
      </p>
    </div>
  );
}

/**
 * A labelled tile (a group named by its label); `accent` for the favourite,
 * `wide` for one that takes a row of the card to itself.
 */
export function Stat({
  label,
  accent,
  wide,
  children,
}: {
  label: string;
  accent?: boolean;
  wide?: boolean;
  children: ReactNode;
}) {
  const className = [classes.stat, accent && classes.accent, wide && classes.wide]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className} role="group" aria-label={label}>
      <p className={classes.statLabel}>{label}</p>
      {children}
    </div>
  );
}

/** A tile's name (an artist, a city), a dash without one. */
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

/** A tile of one number (Total Shows, Show Days, Global Rank). */
export function NumberStat({
  label,
  value,
  note,
  wide,
}: {
  label: string;
  value: ReactNode;
  note?: string;
  wide?: boolean;
}) {
  return (
    <Stat label={label} wide={wide}>
      <p className={classes.bigNumber}>{value}</p>
      {note ? <p className={classes.statNote}>{note}</p> : null}
    </Stat>
  );
}

/** Under Total Shows: how many of them wait for a score (they count, as on the profile). */
function unratedNote(data: Pick<WrappedData, 'unratedShows'>): string | undefined {
  return data.unratedShows > 0 ? `incl. ${data.unratedShows} not yet rated` : undefined;
}

/** Total Shows, with how many of them wait for a score. */
export function TotalShowsStat({
  data,
}: {
  data: Pick<WrappedData, 'totalShows' | 'unratedShows'>;
}) {
  return <NumberStat label="Total Shows" value={data.totalShows} note={unratedNote(data)} />;
}

/** A tile of a name and the line under it. */
export function NamedStat({
  label,
  accent,
  name,
  note,
}: {
  label: string;
  accent?: boolean;
  name: string | undefined;
  note: string;
}) {
  return (
    <Stat label={label} accent={accent}>
      <StatValue text={name ?? DASH} />
      <p className={classes.statNote}>{note}</p>
    </Stat>
  );
}

/** Most Visited: the city as a name over its show count. */
export function MostVisitedStat({ city }: { city: WrappedData['mostVisitedCity'] }) {
  return <NamedStat label="Most Visited" name={city?.cityName} note={cityNote(city)} />;
}

/** Favorite Artist, with its average score to one decimal. */
export function FavoriteArtistStat({ artist }: { artist: WrappedData['favoriteArtist'] }) {
  return (
    <NamedStat
      label="Favorite Artist"
      accent
      name={artist?.artistName}
      note={artist ? `Avg score ${formatAverage1(artist.avgScore)}` : 'No ratings yet'}
    />
  );
}

/**
 * The different songs heard live in the period ('Songs heard this year'),
 * from the setlists of its shows; nothing before a setlist gave it some.
 */
export function SongsHeardStat({
  data,
  wide,
}: {
  data: Pick<WrappedData, 'songsHeard' | 'year'>;
  wide?: boolean;
}) {
  if (!showsSongsHeard(data.songsHeard)) return null;
  return <NumberStat label={songsHeardLabel(data.year)} value={data.songsHeard} wide={wide} />;
}

/** Global Rank: '#3', or a dash without one. */
export function GlobalRankStat({ rank }: { rank: WrappedData['globalRank'] }) {
  return <NumberStat label="Global Rank" value={rank ? `#${rank}` : DASH} />;
}

function TopShow({
  show,
  position,
  format,
}: {
  show: Show;
  position: number;
  format: WrappedFormat;
}) {
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
        <ArtistLink name={show.artist} className={classes.showArtist} />
        <p className={classes.showMeta}>
          {show.city} · {formatMonthYear(show.date)}
        </p>
      </div>
      <ScoreBadge score={show.score} radius="md" {...SIZES[format].score} />
    </li>
  );
}

/**
 * Top Rated Shows: the top three, or that there are none. Top *rated*: a
 * show imported without a score (not yet rated) has no place here.
 */
function TopRatedShows({ data, format }: { data: WrappedData; format: WrappedFormat }) {
  const { year } = data;
  const topShows = data.topShows.filter((show) => show.score !== null);
  return (
    <div className={classes.section}>
      <p className={classes.sectionTitle}>Top Rated Shows</p>
      {topShows.length ? (
        <ol className={classes.topShows} aria-label="Top Rated Shows">
          {topShows.map((show, i) => (
            <TopShow key={show.id} show={show} position={i + 1} format={format} />
          ))}
        </ol>
      ) : (
        <p className={classes.empty}>
          {year ? `No shows rated in ${year} yet` : 'No shows rated yet'}
        </p>
      )}
    </div>
  );
}

/** 'Follow me @username' and the day it was created (today, in the viewer's time zone). */
function WrappedFooter({ username }: { username: string }) {
  const created = formatShowDate(
    isoDateInTimeZone(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone),
  );
  return (
    <div className={classes.footer}>
      <p className={classes.follow}>Follow me @{username}</p>
      <p className={classes.created}>Created {created}</p>
    </div>
  );
}

/**
 * What both formats open and close with, around their stats (`children`):
 * the logo and edition, the avatar, name and tagline; then Top Rated Shows
 * and the footer.
 */
export function WrappedSections({
  data,
  format,
  children,
}: {
  data: WrappedData;
  format: WrappedFormat;
  children: ReactNode;
}) {
  return (
    <>
      <WrappedTop year={data.year} />
      <WrappedHero data={data} format={format} />
      {children}
      <TopRatedShows data={data} format={format} />
      <WrappedFooter username={data.user.username} />
    </>
  );
}
