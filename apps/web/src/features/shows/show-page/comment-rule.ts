/**
 * The comment rule, in a module of its own so the Show page loads it (and
 * the schema library under it) when someone starts a comment, not with the
 * page: most visits read a show and never comment.
 */
export { commentSchema } from '@gigrank/domain';
