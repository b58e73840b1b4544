import classes from './Diary.module.css';

/** What the colours of the marked days say: the best score of the day, by the spec's bands. */
const BANDS = [
  { band: 'primary', label: '80+' },
  { band: 'secondary', label: '60–79' },
  { band: 'foreground', label: '40–59' },
  { band: 'faded', label: '20–39' },
  { band: 'destructive', label: 'Under 20' },
  { band: 'none', label: 'Not scored' },
] as const;

export function DiaryLegend() {
  return (
    <ul className={classes.legend} aria-label="Best score of the day">
      {BANDS.map(({ band, label }) => (
        <li key={band}>
          <span className={`${classes.swatch} ${classes[band]}`} aria-hidden />
          {label}
        </li>
      ))}
    </ul>
  );
}
