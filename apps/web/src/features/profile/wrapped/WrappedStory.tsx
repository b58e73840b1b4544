import { pluralize } from '@gigrank/domain';
import { useElementSize } from '@mantine/hooks';
import { LedgerTiles } from './wrapped-ledger';
import { STORY_SIZE } from './wrapped-image';
import { showsSongsHeard } from './wrapped-text';
import {
  cityNote,
  DASH,
  FavoriteArtistStat,
  GlobalRankStat,
  MostVisitedStat,
  NamedStat,
  NumberStat,
  SongsHeardStat,
  Stat,
  TotalShowsStat,
  WrappedSections,
  type WrappedImageProps,
} from './wrapped-parts';
import classes from './Wrapped.module.css';

/**
 * Wrapped as a 9:16 story: the card's facts (Favorite Artist, Most Visited
 * city, Total Shows, Global Rank, the songs heard live once a setlist gave
 * some, Top Rated Shows, 'Follow me @username', the date) plus the Most Seen
 * Artist, the days with shows and the spend and travel figures the owner
 * picked, laid out at STORY_SIZE and shown scaled
 * down to fit its frame. `ref` is the story itself, at full size, which the
 * download renders.
 */
export function WrappedStory({ data, ledger = [], ref }: WrappedImageProps) {
  const { mostSeenArtist, mostVisitedCity } = data;
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
          <WrappedSections data={data} format="story">
            <div className={classes.numbers}>
              <TotalShowsStat data={data} />
              <NumberStat label="Show Days" value={data.showDays} />
              <GlobalRankStat rank={data.globalRank} />
            </div>

            <div className={classes.pair}>
              <FavoriteArtistStat artist={data.favoriteArtist} />
              <NamedStat
                label="Most Seen Artist"
                name={mostSeenArtist?.artistName}
                note={mostSeenArtist ? pluralize(mostSeenArtist.showCount, 'show') : 'No shows yet'}
              />
            </div>

            {showsSongsHeard(data.songsHeard) ? (
              // Beside the songs heard, the city as a name over its count: half the width.
              <div className={classes.pair}>
                <MostVisitedStat city={mostVisitedCity} />
                <SongsHeardStat data={data} />
              </div>
            ) : (
              <Stat label="Most Visited">
                <p className={classes.statValue}>
                  {mostVisitedCity?.cityName ?? DASH}{' '}
                  <span className={classes.inlineNote}>· {cityNote(mostVisitedCity)}</span>
                </p>
              </Stat>
            )}
            <LedgerTiles facts={ledger} format="story" />
          </WrappedSections>
        </div>
      </div>
    </div>
  );
}
