// The songs feature's public face: the chase list the artist page and the profile show,
// and the words and paging of songs heard live that the profile's section uses.
export { ChaseList } from './ChaseList';
export {
  heardTimesText,
  LEDGER_PAGE_SIZE,
  ledgerSongs,
  nextLedgerCursor,
  songsHeardCount,
  YOU,
} from './song-text';
