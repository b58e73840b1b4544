// The songs feature's public face: the chase list the artist page and the profile show,
// and the paged songs heard live and their words that the profile's section uses.
export { ChaseList } from './ChaseList';
export { useSongLedger } from './use-song-ledger';
export { heardTimesText, songsHeardCount, YOU } from './song-text';
