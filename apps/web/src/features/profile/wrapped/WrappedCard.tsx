import { LedgerTiles } from './wrapped-ledger';
import {
  FavoriteArtistStat,
  GlobalRankStat,
  MostVisitedStat,
  SongsHeardStat,
  TotalShowsStat,
  WrappedSections,
  type WrappedImageProps,
} from './wrapped-parts';
import classes from './Wrapped.module.css';

/**
 * The Wrapped card (SPEC section 2 "Wrapped dialog"): the logo, the display
 * name and avatar, Favorite Artist with its average to one decimal, Most
 * Visited city with its show count, Total Shows, Global Rank (or a dash), the
 * songs heard live (once a setlist gave some), the spend and travel figures
 * the owner picked, the three top rated shows,
 * 'Follow me @username' and the day it was created.
 * It is what the downloaded PNG shows, so it holds nothing interactive but links.
 */
export function WrappedCard({ data, ledger = [], ref }: WrappedImageProps) {
  return (
    <div ref={ref} className={classes.card} data-testid="wrapped-card">
      <WrappedSections data={data} format="card">
        <div className={classes.stats}>
          <FavoriteArtistStat artist={data.favoriteArtist} />
          <MostVisitedStat city={data.mostVisitedCity} />
          <TotalShowsStat data={data} />
          <GlobalRankStat rank={data.globalRank} />
          <SongsHeardStat data={data} wide />
        </div>
        <LedgerTiles facts={ledger} format="card" />
      </WrappedSections>
    </div>
  );
}
