import { DEFAULT_TIMEZONE } from '@site/shared/constants';

export type TimeInput = string | number | Date;

/** The ways the site writes a time (SPEC §9: one way whatever the language). */
export type SiteTimeFormat = 'YYYY-MM-DD HH:mm:ss' | 'YYYY-MM-DD HH:mm' | 'YYYY-MM-DD';

interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(tz: string): Intl.DateTimeFormat {
  let f = formatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(tz, f);
  }
  return f;
}

/** The wall clock in `tz` at an instant. */
function wallTimeAt(ms: number, tz: string): WallTime {
  const parts: Record<string, number> = {};
  for (const p of formatterFor(tz).formatToParts(new Date(ms)))
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour! % 24,
    minute: parts.minute!,
    second: parts.second!,
  };
}

const utcOf = (w: WallTime, ms = 0) => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second, ms);

/** How far `tz` is ahead of UTC at an instant, in ms. */
function offsetAt(ms: number, tz: string): number {
  const whole = Math.floor(ms / 1000) * 1000;
  return utcOf(wallTimeAt(whole, tz)) - whole;
}

/** The instant a wall-clock time in `tz` names (the offset read twice, for a change of offset in between). */
function instantOf(w: WallTime, ms: number, tz: string): number {
  const asUtc = utcOf(w, ms);
  const first = asUtc - offsetAt(asUtc, tz);
  const second = asUtc - offsetAt(first, tz);
  return second;
}

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** A wall-clock time that exists; 24:00:00 is ISO's end of a day (the next day's midnight). */
function validWall(w: WallTime, ms: number): boolean {
  const endOfDay = w.hour === 24 && w.minute === 0 && w.second === 0 && ms === 0;
  return (
    w.month >= 1 &&
    w.month <= 12 &&
    w.day >= 1 &&
    w.day <= daysIn(w.year, w.month) &&
    (w.hour <= 23 || endOfDay) &&
    w.minute <= 59 &&
    w.second <= 59
  );
}

/** ISO 8601 with a zone: an instant. */
const WITH_ZONE =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?\s*(Z|([+-])(\d{2}):?(\d{2}))$/i;
/** The wall-clock forms the server writes: 'YYYY-MM-DD HH:mm:ss', 'YYYY-MM-DD HH:mm', ISO without a zone, a day. */
const WALL_DASHED = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?$/;
/** 'YYYY/MM/DD HH:mm:ss'. */
const WALL_SLASHED = /^(\d{4})\/(\d{2})\/(\d{2}) (\d{2}):(\d{2}):(\d{2})()$/;

const fraction = (digits: string | undefined) => (digits ? Math.floor(Number(`0.${digits}`) * 1000) : 0);

function wallFrom(match: RegExpExecArray): WallTime {
  const n = (i: number) => Number(match[i] ?? 0);
  return { year: n(1), month: n(2), day: n(3), hour: n(4), minute: n(5), second: n(6) };
}

/**
 * A time from the server as epoch milliseconds, NaN when it cannot be read. A string without a zone
 * ('2025-05-01 20:00:00') is a wall-clock time in `tz` (SPEC §4: the red envelope's end time is a
 * Caracas time); strings with a zone, epoch milliseconds and Dates are instants. Strict: a day that
 * does not exist is not read as another.
 */
export function serverTimeMs(input: TimeInput, tz: string = DEFAULT_TIMEZONE): number {
  if (typeof input === 'number') return Number.isFinite(input) ? input : NaN;
  if (input instanceof Date) return input.getTime();
  const text = input.trim();
  const zoned = WITH_ZONE.exec(text);
  if (zoned) {
    const wall = wallFrom(zoned);
    if (!validWall(wall, fraction(zoned[7]))) return NaN;
    const offset = zoned[8]!.toUpperCase() === 'Z' ? 0 : (Number(zoned[10]) * 60 + Number(zoned[11])) * 60_000;
    return utcOf(wall, fraction(zoned[7])) - (zoned[9] === '-' ? -offset : offset);
  }
  const local = WALL_DASHED.exec(text) ?? WALL_SLASHED.exec(text);
  if (!local) return NaN;
  const wall = wallFrom(local);
  const ms = fraction(local[7]);
  return validWall(wall, ms) ? instantOf(wall, ms, tz) : NaN;
}

const two = (n: number) => String(n).padStart(2, '0');

/** A server time written the site's way in `tz` (default America/Caracas); '' when it cannot be read. */
export function formatSiteTime(
  input: TimeInput,
  tz: string = DEFAULT_TIMEZONE,
  format: SiteTimeFormat = 'YYYY-MM-DD HH:mm:ss',
): string {
  const ms = serverTimeMs(input, tz);
  if (Number.isNaN(ms)) return '';
  const w = wallTimeAt(ms, tz);
  const day = `${String(w.year).padStart(4, '0')}-${two(w.month)}-${two(w.day)}`;
  if (format === 'YYYY-MM-DD') return day;
  const minutes = `${day} ${two(w.hour)}:${two(w.minute)}`;
  return format === 'YYYY-MM-DD HH:mm' ? minutes : `${minutes}:${two(w.second)}`;
}

/** Whole seconds from `now` until `end`, never negative (countdowns tick each second, SPEC §4). */
export function secondsUntil(end: TimeInput, now: number = Date.now(), tz: string = DEFAULT_TIMEZONE): number {
  const target = serverTimeMs(end, tz);
  if (Number.isNaN(target)) return 0;
  return Math.max(0, Math.floor((target - now) / 1000));
}

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export function countdownParts(totalSeconds: number): CountdownParts {
  const s = Math.max(0, Math.floor(totalSeconds));
  return {
    days: Math.floor(s / 86_400),
    hours: Math.floor((s % 86_400) / 3600),
    minutes: Math.floor((s % 3600) / 60),
    seconds: s % 60,
  };
}

/** 'HH:mm:ss', with a day count in front when there are days: '2d 03:04:05'. */
export function formatCountdown(totalSeconds: number): string {
  const { days, hours, minutes, seconds } = countdownParts(totalSeconds);
  const hms = [hours, minutes, seconds].map((n) => String(n).padStart(2, '0')).join(':');
  return days > 0 ? `${days}d ${hms}` : hms;
}
