import { pluralize, scoreBand, type DiaryShow } from '@gigrank/domain';
import { memo } from 'react';
import { MONTH_NAMES, WEEKDAYS, bestScore, dayLabel, isoDay, monthWeeks } from './calendar';
import classes from './Diary.module.css';

/**
 * One month of the diary: a table, Monday first, whose days with
 * shows are buttons in their best score's colour, named for screen readers
 * ('March 4: Radiohead, 92'); `onOpenDay` lists a day's shows.
 */
export const MonthCalendar = memo(function MonthCalendar({
  year,
  month,
  showsOn,
  count,
  onOpenDay,
}: {
  year: number;
  /** From 0 (January). */
  month: number;
  /** The shows of a day of this year, by 'YYYY-MM-DD'. */
  showsOn: ReadonlyMap<string, DiaryShow[]>;
  /** Shows in the month. */
  count: number;
  onOpenDay: (date: string) => void;
}) {
  const name = MONTH_NAMES[month]!;
  return (
    <div className={classes.month}>
      <table className={classes.table}>
        <caption className={classes.caption}>
          <span className={classes.captionLine}>
            <span className={classes.monthName}>{name}</span>
            {count ? <span className={classes.monthCount}>{pluralize(count, 'show')}</span> : null}
          </span>
        </caption>
        <thead>
          <tr>
            {WEEKDAYS.map((d) => (
              <th key={d.long} scope="col" className={classes.weekday}>
                <abbr title={d.long} aria-label={d.long}>
                  {d.short}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(year, month).map((week, w) => (
            <tr key={w}>
              {week.map((day, i) => {
                if (day === null) return <td key={i} className={classes.cell} />;
                const date = isoDay(year, month, day);
                const shows = showsOn.get(date);
                return (
                  <td key={i} className={classes.cell}>
                    {shows ? (
                      <button
                        type="button"
                        className={`${classes.day} ${classes.marked} ${classes[scoreBand(bestScore(shows))]}`}
                        aria-label={dayLabel(date, shows)}
                        aria-haspopup="dialog"
                        data-date={date}
                        onClick={() => onOpenDay(date)}
                      >
                        {day}
                      </button>
                    ) : (
                      <span className={classes.day}>{day}</span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});
