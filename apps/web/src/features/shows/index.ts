// The shows feature's public face: a show's card, the show form's parts
// that the festival, plan and rating screens build on, the offline queue's
// items, the rank ritual's note and a setlist as read (the gig page), for
// the screens that compose them.
export { LinkedShowCard } from './LinkedShowCard';
export { useShowRefresh } from './use-show-refresh';
export { validateAddShowSearch } from './add-show-search';
export { postNewShow, SaveShowError } from './add-show/use-save-show';
export { ArtistPicker } from './form/pickers';
export { CityField } from './form/CityField';
export { VenueField } from './form/VenueField';
export { SearchPicker } from './form/SearchPicker';
export { usePickerSearch } from './form/picker-search';
export { ScoreField } from './form/ScoreField';
export { PhotosField } from './form/PhotosField';
export { TicketField } from './form/TicketField';
export { TravelField } from './form/TravelField';
export { MemoryFields } from './form/ShowFields';
export { useShowDraft } from './form/use-show-draft';
export { useCreateArtist } from './form/use-catalogue-writes';
export {
  editErrorText,
  newShowBody,
  newShowDraft,
  ratedMessage,
  type ShowDraft,
} from './form/show-draft';
export { QueuedShowItems } from './offline/QueuedShowItems';
export { useQueuedShows } from './offline/use-queued-shows';
export { RankMoveNote, type RankMove } from './placement/RankMoveNote';
export { SetlistCard, SetlistFromLine, SetlistSongs } from './setlist/SetlistSongs';
export { useRankingSize } from './placement/use-ranking-size';
/** The Edit Show dialog, loaded when it is first opened. */
export const loadEditShowDialog = () =>
  import('./edit/EditShowDialog').then((module) => module.EditShowDialog);
