import type { Counter, Optional } from './schema-columns';

// The import tables of the schema (schema.ts): an import between preview and
// commit, and setlist.fm fetches with their pages.

/** An import between its preview and the end of its commit. */
export interface ImportsTable {
  /** A random UUID: the client's handle on it. */
  id: string;
  user_id: number;
  source: string;
  /** 'previewed' | 'importing' | 'done'. */
  status: string;
  /** JSON of the ImportRow[] to create or skip, in order. */
  rows: string;
  total: number;
  /** Rows handled so far: a resumed commit starts here. */
  done: Counter;
  created: Counter;
  skipped: Counter;
  refused: Counter;
  created_at: string;
  updated_at: string;
  /** The show holding the import's feed entry, once its first batch created one (0017). */
  feed_show_id: Optional<number>;
}

/** A fetch of a setlist.fm user's attended setlists (migration 0018). */
export interface SetlistFmFetchesTable {
  /** A random UUID: the client's handle on it. */
  id: string;
  user_id: number;
  /** The setlist.fm username fetched. */
  username: string;
  /** 'fetching' | 'fetched' | 'failed'. */
  status: string;
  /** user_id while the fetch runs, else null: one running fetch per account. */
  running_user_id: number | null;
  pages_fetched: Counter;
  /** Pages to fetch (setlist.fm's count, capped), once the first page told. */
  pages_total: number | null;
  /** setlist.fm's count of the user's attended setlists, once the first page told. */
  attended: number | null;
  /** Setlists in the pages fetched so far. */
  setlists: Counter;
  /** Why it failed, as the user is told. */
  error: string | null;
  /** The server process working on it, and until when its claim holds (ISO time). */
  lease_owner: string | null;
  lease_until: string | null;
  created_at: string;
  updated_at: string;
}

/** A page of a setlist.fm fetch, as setlist.fm sent it. */
export interface SetlistFmFetchPagesTable {
  fetch_id: string;
  page: number;
  body: string;
}
