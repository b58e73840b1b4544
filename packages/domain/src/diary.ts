// The per-year diary: the days of a year a user saw shows on.

/** Most shows one year's diary holds; beyond it the answer says it was cut. */
export const DIARY_MAX_SHOWS = 1000;

/** One show as the diary lists it under its day. */
export interface DiaryShow {
  id: number;
  artist: string;
  /** Null for an imported show not yet scored. */
  score: number | null;
  city: string;
}

/** A day with shows: its date (YYYY-MM-DD) and its shows in the order they were logged. */
export interface DiaryDay {
  date: string;
  shows: DiaryShow[];
}

/** users.diary: one year of a user's shows by day. */
export interface Diary {
  /** The year shown: the one asked for, else the newest with shows, else this year. */
  year: number;
  /** Every year the user has shows in, newest first (the year picker). */
  years: number[];
  /** The days of `year` with shows, earliest first. */
  days: DiaryDay[];
  /** True when the year holds more than DIARY_MAX_SHOWS shows and the rest were left out. */
  truncated: boolean;
}
