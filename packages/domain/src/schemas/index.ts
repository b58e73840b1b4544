/**
 * Input schemas shared by the web forms and the API (SPEC section 5), by area.
 * The field builders in ./fields stay internal; the text rules they follow
 * (../text-rules) are public in part.
 */
export * from './messages';
export {
  hasDisallowedCharacters,
  normalizeKey,
  notAllowedMessage,
  stripDisallowedCharacters,
} from '../text-rules';
export * from './auth';
export * from './profile';
export * from './guests';
export * from './shows';
export * from './setlists';
export * from './catalog';
export * from './comments';
export * from './reports';
export * from './params';
export * from './paging';
export * from './places';
export * from './placement';
export * from './tokens';
export * from './webhooks';
export * from './ledger';
export * from './friends';
