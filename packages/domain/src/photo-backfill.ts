/**
 * Backfill from photos: a phone's concert photos grouped into the evenings
 * they were taken, each a proposal of a show to log. What a photo says of
 * itself is read on the device (EXIF: DateTimeOriginal, OffsetTimeOriginal,
 * GPS); this module is the pure rule that groups it.
 *
 * An evening is one place and one night:
 * - the night is the photo's local wall-clock date, and a photo taken before
 *   PHOTO_EVENING_CUTOFF_HOUR belongs to the day before (an encore at 00:40
 *   is the same gig as the opener at 21:00);
 * - the place is within PHOTO_EVENING_RADIUS_KM of the evening's first photo
 *   (the earliest), so two venues of one night are two evenings.
 * The local time decides the night because it is what the person lived
 * (a show in Tokyo is logged on Tokyo's date); the EXIF offset, when a photo
 * has one, turns that time into an instant, which orders the photos and
 * measures an evening's span. Without an offset the local time stands in.
 */
import { greatCircleKm } from './ledger';

/** How far (km) a photo may be from its evening's first photo and still be the same place. */
export const PHOTO_EVENING_RADIUS_KM = 2;

/** Photos taken before this local hour belong to the previous day's evening. */
export const PHOTO_EVENING_CUTOFF_HOUR = 6;

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

export interface GeoPoint {
  lat: number;
  lng: number;
}

/** What one photo says of itself, as read from its EXIF. */
export interface PhotoFacts {
  /** The caller's key for the photo (its index in the picked files, say). */
  id: string;
  /**
   * When it was taken, local wall-clock time, 'YYYY-MM-DDTHH:mm:ss'
   * (readExifDateTime turns EXIF's '2024:06:21 23:30:00' into it); null: not known.
   */
  takenLocal: string | null;
  /** Minutes east of UTC at that time (EXIF OffsetTimeOriginal '+01:00' is 60); null: not known. */
  offsetMinutes: number | null;
  /** Where it was taken; null: not known. */
  position: GeoPoint | null;
}

/** What keeps a photo out of every evening. */
export type PhotoMissing = 'date' | 'place';

/** A photo kept apart, and what it lacks. */
export interface PhotoApart {
  id: string;
  missing: PhotoMissing[];
}

/** One evening of photos: a show to propose. */
export interface PhotoEvening {
  /** The evening's day, 'YYYY-MM-DD': what the show is logged on. */
  date: string;
  /** The mean position of its photos. */
  centre: GeoPoint;
  /** Its photos' ids, earliest first. */
  photoIds: string[];
  /** The first and last photo's local times, 'YYYY-MM-DDTHH:mm:ss'. */
  firstLocal: string;
  lastLocal: string;
  /** Minutes from the first photo to the last, by their instants. */
  spanMinutes: number;
}

export interface PhotoBackfill {
  /** Earliest first. */
  evenings: PhotoEvening[];
  /** The photos without a date or a place, in the order given. */
  apart: PhotoApart[];
}

const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})$/;
const EXIF_DATE_TIME = /^(\d{4}):(\d{2}):(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/;
const EXIF_OFFSET = /^([+-])(\d{2}):?(\d{2})$/;

/** Whether the parts name a real moment (a camera with no clock set writes '0000:00:00 00:00:00'). */
function realMoment(parts: number[]): boolean {
  const [year, month, day, hour, minute, second] = parts as [number, ...number[]];
  if (year < 1900 || month! < 1 || month! > 12 || day! < 1) return false;
  if (day! > new Date(Date.UTC(year, month!, 0)).getUTCDate()) return false;
  return hour! < 24 && minute! < 60 && second! < 60;
}

/**
 * EXIF's DateTimeOriginal ('2024:06:21 23:30:00') as 'YYYY-MM-DDTHH:mm:ss',
 * or null when it is missing or not a real moment.
 */
export function readExifDateTime(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = EXIF_DATE_TIME.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s = '00'] = match as unknown as string[];
  if (!realMoment([y, mo, d, h, mi, s].map(Number))) return null;
  return `${y}-${mo}-${d}T${h}:${mi}:${s}`;
}

/** EXIF's OffsetTimeOriginal ('+01:00', '-0530') as minutes east of UTC, or null. */
export function readExifOffset(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = EXIF_OFFSET.exec(value.trim());
  if (!match) return null;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  if (minutes > 14 * 60) return null;
  return match[1] === '-' ? -minutes : minutes;
}

/** A position when both numbers are real coordinates (GPS 0,0 is a receiver without a fix). */
export function readGpsPosition(lat: unknown, lng: unknown): GeoPoint | null {
  if (typeof lat !== 'number' || typeof lng !== 'number') return null;
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180 || (lat === 0 && lng === 0)) return null;
  return { lat, lng };
}

/** A local time's wall clock as milliseconds, as if it were UTC. */
function wallClockMs(local: string): number {
  const [, y, mo, d, h, mi, s] = LOCAL_TIME.exec(local)!.map(Number) as number[];
  return Date.UTC(y!, mo! - 1, d, h, mi, s);
}

/** The evening's day of a local time: its date, or the day before when before the cutoff hour. */
function eveningDate(local: string): string {
  const wall = wallClockMs(local);
  const hour = new Date(wall).getUTCHours();
  const day = hour < PHOTO_EVENING_CUTOFF_HOUR ? wall - DAY_MS : wall;
  return new Date(day).toISOString().slice(0, 10);
}

interface Dated {
  id: string;
  local: string;
  /** The instant (ms since the epoch); the wall clock as UTC when the offset is not known. */
  instant: number;
  position: GeoPoint;
  date: string;
}

function eveningOf(date: string, photos: readonly Dated[]): PhotoEvening {
  const first = photos[0]!;
  const last = photos[photos.length - 1]!;
  const mean = (pick: (p: GeoPoint) => number) =>
    photos.reduce((sum, photo) => sum + pick(photo.position), 0) / photos.length;
  return {
    date,
    centre: { lat: mean((p) => p.lat), lng: mean((p) => p.lng) },
    photoIds: photos.map((photo) => photo.id),
    firstLocal: first.local,
    lastLocal: last.local,
    spanMinutes: Math.round((last.instant - first.instant) / MINUTE_MS),
  };
}

/**
 * Photos grouped into evenings (see the module's rule), earliest first, and
 * the photos without a date or a place apart.
 */
export function groupPhotoEvenings(photos: readonly PhotoFacts[]): PhotoBackfill {
  const apart: PhotoApart[] = [];
  const dated: Dated[] = [];
  for (const photo of photos) {
    const local =
      photo.takenLocal !== null && LOCAL_TIME.test(photo.takenLocal) ? photo.takenLocal : null;
    const missing: PhotoMissing[] = [];
    if (local === null) missing.push('date');
    if (photo.position === null) missing.push('place');
    if (local === null || photo.position === null) {
      apart.push({ id: photo.id, missing });
      continue;
    }
    const wall = wallClockMs(local);
    dated.push({
      id: photo.id,
      local,
      instant: wall - (photo.offsetMinutes ?? 0) * MINUTE_MS,
      position: photo.position,
      date: eveningDate(local),
    });
  }
  dated.sort((a, b) => a.instant - b.instant || a.local.localeCompare(b.local));

  // Each night's groups, anchored at their first photo; a photo joins the first group in reach.
  const groups: { date: string; anchor: GeoPoint; photos: Dated[] }[] = [];
  for (const photo of dated) {
    const group = groups.find(
      (g) =>
        g.date === photo.date &&
        greatCircleKm(g.anchor.lat, g.anchor.lng, photo.position.lat, photo.position.lng) <=
          PHOTO_EVENING_RADIUS_KM,
    );
    if (group) group.photos.push(photo);
    else groups.push({ date: photo.date, anchor: photo.position, photos: [photo] });
  }
  const evenings = groups.map((group) => eveningOf(group.date, group.photos));
  evenings.sort((a, b) => a.date.localeCompare(b.date));
  return { evenings, apart };
}
