import { isoDateInTimeZone } from '@gigrank/domain';

/** Today's calendar date where the user is (the browser's time zone), as 'YYYY-MM-DD'. */
export function localTodayIso(now: Date = new Date()): string {
  let zone: string | undefined;
  try {
    zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    zone = undefined;
  }
  return isoDateInTimeZone(now, zone);
}
