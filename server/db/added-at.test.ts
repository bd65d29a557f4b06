import { describe, expect, it } from 'vitest';
import { addedAt } from './added-at';

describe('addedAt', () => {
  const now = Date.parse('2026-11-27T10:00:00.000Z');
  it('is now for the first item and after an earlier one', () => {
    expect(addedAt(now, null)).toBe('2026-11-27T10:00:00.000Z');
    expect(addedAt(now, undefined)).toBe('2026-11-27T10:00:00.000Z');
    expect(addedAt(now, '2026-11-27T09:59:59.999Z')).toBe('2026-11-27T10:00:00.000Z');
  });
  it('comes just after the latest within the same millisecond or when the clock stepped back', () => {
    expect(addedAt(now, '2026-11-27T10:00:00.000Z')).toBe('2026-11-27T10:00:00.001Z');
    expect(addedAt(now, '2026-11-27T10:00:05.000Z')).toBe('2026-11-27T10:00:05.001Z');
  });
  it('is now when the latest cannot be read', () => {
    expect(addedAt(now, 'not a time')).toBe('2026-11-27T10:00:00.000Z');
  });
});
