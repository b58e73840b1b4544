// The per-year diary: the days of a year a user saw shows on.
import type { z } from 'zod';
import type * as answers from './answers-profile';

/** One show as the diary lists it under its day. */
export type DiaryShow = z.infer<typeof answers.diaryShowAnswer>;
/** A day with shows: its date (YYYY-MM-DD) and its shows in the order they were logged. */
export type DiaryDay = z.infer<typeof answers.diaryDayAnswer>;
/** users.diary: one year of a user's shows by day. */
export type Diary = z.infer<typeof answers.diaryAnswer>;
