// Counters kept in the same transaction as the writes that change them.
export {};
