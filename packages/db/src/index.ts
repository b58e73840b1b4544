export * from './schema';
export * from './create-db';
export * from './migrate';
export * from './seed';
export * from './artist-terms';
export { sql } from 'kysely';
export type { Kysely, Transaction, Selectable, Insertable, Updateable } from 'kysely';
export { preparedQuery } from './prepared-query';
export { cachedRead, isSharedAnswer, ReadCache } from './read-cache';
