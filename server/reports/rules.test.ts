import { describe, expect, it } from 'vitest';
import { chartDays, dayStart, earlierDay, monthStartDay, utcDay } from './rules';

describe('dashboard days', () => {
  const at = Date.parse('2025-03-01T00:30:00+05:30'); // still 28 Feb in UTC

  it('counts UTC days, not the server’s local ones', () => {
    expect(utcDay(at)).toBe('2025-02-28');
    expect(monthStartDay(at)).toBe('2025-02-01');
    expect(dayStart('2025-02-28')).toBe('2025-02-28T00:00:00.000Z');
  });

  it('lists the last 30 days oldest first, today last, across a month end', () => {
    const days = chartDays(Date.parse('2025-03-02T23:59:59.999Z'));
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2025-02-01');
    expect(days.at(-1)).toBe('2025-03-02');
    expect(new Set(days).size).toBe(30);
  });

  it('reads from the earlier of the chart and the month (a 31-day month is longer)', () => {
    const now = Date.parse('2025-01-31T12:00:00Z');
    expect(earlierDay(chartDays(now)[0]!, monthStartDay(now))).toBe('2025-01-01');
    expect(chartDays(now)[0]).toBe('2025-01-02');
  });
});
