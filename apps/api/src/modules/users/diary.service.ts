import { diaryShowsOf, showYearsOf } from '@gigrank/db';
import { DIARY_MAX_SHOWS, todayIso, type Diary, type DiaryDay } from '@gigrank/domain';
import { cacheKeys } from '../../cache/keys';
import { assertCanSeeContent } from '../../policy/privacy';
import type { ServiceDeps } from '../../ports/service-deps';

/**
 * One year of a user's diary: the days they saw shows on, each
 * with its shows, and the years they have shows in. Without a year, the
 * newest year with shows (this year when there is none). Privacy as every
 * read of an account's content: 404 in a block, 403 when private.
 */
export async function diary(
  deps: ServiceDeps,
  viewerId: number,
  userId: number,
  year: number | undefined,
  now = new Date(),
): Promise<Diary> {
  await assertCanSeeContent(deps, viewerId, userId);
  const years = await deps.cache.read(cacheKeys.showYears<number[]>(userId), () =>
    showYearsOf(deps.db, userId),
  );
  const shown = year ?? years[0] ?? Number(todayIso(now).slice(0, 4));
  const { days, truncated } = await deps.cache.read(
    cacheKeys.diary<Pick<Diary, 'days' | 'truncated'>>(userId, shown),
    async () => {
      // One more than the cap tells whether the year was cut.
      const rows = await diaryShowsOf(deps.db, userId, shown, DIARY_MAX_SHOWS + 1);
      const byDay: DiaryDay[] = [];
      for (const { date, ...show } of rows.slice(0, DIARY_MAX_SHOWS)) {
        const last = byDay.at(-1);
        if (last?.date === date) last.shows.push(show);
        else byDay.push({ date, shows: [show] });
      }
      return { days: byDay, truncated: rows.length > DIARY_MAX_SHOWS };
    },
  );
  return { year: shown, years, days, truncated };
}
