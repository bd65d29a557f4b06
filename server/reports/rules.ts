// The dashboard's calendar: UTC days as YYYY-MM-DD and the ISO bounds that select them from
// `created_at` (ISO 8601 in UTC, so a string range is a time range, on both databases).
import { DASHBOARD_DAYS } from '../../shared/admin-api';

const DAY_MS = 86_400_000;

/** The UTC day of an instant (YYYY-MM-DD). */
export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The first instant of a UTC day, as stored timestamps are written. */
export function dayStart(day: string): string {
  return `${day}T00:00:00.000Z`;
}

/** The days of the chart, oldest first, ending with today (UTC). */
export function chartDays(now: number, days = DASHBOARD_DAYS): string[] {
  const today = Date.parse(dayStart(utcDay(now)));
  return Array.from({ length: days }, (_, i) => utcDay(today - (days - 1 - i) * DAY_MS));
}

/** The first day of the UTC month `now` is in. */
export function monthStartDay(now: number): string {
  return `${utcDay(now).slice(0, 8)}01`;
}

/** The earliest of two days (YYYY-MM-DD compare as strings). */
export function earlierDay(a: string, b: string): string {
  return a < b ? a : b;
}
