import { describe, expect, it } from 'vitest';
import type { AppError } from './errors.js';
import { addDays, dateInZone, daysBetween, resolveRange, startOfDay, usableZone } from './date-range.js';

describe('days of a time zone', () => {
  it('begin at the zone midnight', () => {
    expect(startOfDay('2024-03-10', 'Asia/Manila').toISOString()).toBe('2024-03-09T16:00:00.000Z');
    expect(startOfDay('2024-03-10', 'UTC').toISOString()).toBe('2024-03-10T00:00:00.000Z');
    expect(startOfDay('2024-01-01', 'Pacific/Kiritimati').toISOString()).toBe('2023-12-31T10:00:00.000Z');
    expect(startOfDay('2024-01-01', 'Asia/Kolkata').toISOString()).toBe('2023-12-31T18:30:00.000Z');
  });

  it('follow daylight-saving changes', () => {
    // New York: the clocks go forward on 2024-03-10 and back on 2024-11-03, both at 02:00.
    expect(startOfDay('2024-03-10', 'America/New_York').toISOString()).toBe('2024-03-10T05:00:00.000Z');
    expect(startOfDay('2024-03-11', 'America/New_York').toISOString()).toBe('2024-03-11T04:00:00.000Z');
    expect(startOfDay('2024-11-03', 'America/New_York').toISOString()).toBe('2024-11-03T04:00:00.000Z');
    expect(startOfDay('2024-11-04', 'America/New_York').toISOString()).toBe('2024-11-04T05:00:00.000Z');
    // Santiago skips from 00:00 to 01:00 on 2024-09-08: the day begins at 01:00 local time.
    const skipped = startOfDay('2024-09-08', 'America/Santiago');
    expect(dateInZone(skipped, 'America/Santiago')).toBe('2024-09-08');
    expect(dateInZone(new Date(skipped.getTime() - 1000), 'America/Santiago')).toBe('2024-09-07');
  });

  it('name the day of an instant and count days', () => {
    expect(dateInZone(new Date('2024-03-09T15:59:59Z'), 'Asia/Manila')).toBe('2024-03-09');
    expect(dateInZone(new Date('2024-03-09T16:00:00Z'), 'Asia/Manila')).toBe('2024-03-10');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(daysBetween('2024-01-01', '2024-01-01')).toBe(1);
    expect(daysBetween('2024-01-01', '2024-04-02')).toBe(93);
  });

  it('fall back to Manila for a missing or unknown zone', () => {
    expect(usableZone(undefined)).toBe('Asia/Manila');
    expect(usableZone('Mars/Olympus')).toBe('Asia/Manila');
    expect(usableZone('Europe/Paris')).toBe('Europe/Paris');
  });
});

describe('a record range', () => {
  const now = new Date('2024-03-09T17:00:00Z'); // 2024-03-10 01:00 in Manila

  it('is the last 7 days of the brand by default', () => {
    const r = resolveRange({}, 'Asia/Manila', now);
    expect(r).toMatchObject({ startDate: '2024-03-04', endDate: '2024-03-10', today: '2024-03-10' });
    expect(r.from.toISOString()).toBe('2024-03-03T16:00:00.000Z');
    expect(r.until.toISOString()).toBe('2024-03-10T16:00:00.000Z');
    expect(resolveRange({}, 'UTC', now)).toMatchObject({ endDate: '2024-03-09', today: '2024-03-09' });
  });

  it('takes one end and completes the other', () => {
    expect(resolveRange({ startDate: '2024-01-01' }, 'UTC', now)).toMatchObject({
      startDate: '2024-01-01',
      endDate: '2024-01-07',
    });
    expect(resolveRange({ endDate: '2024-01-07' }, 'UTC', now)).toMatchObject({
      startDate: '2024-01-01',
      endDate: '2024-01-07',
    });
  });

  it('refuses an end before the start and more than 93 days, naming endDate', () => {
    const refusal = (asked: { startDate: string; endDate: string }) => {
      try {
        resolveRange(asked, 'UTC', now);
      } catch (e) {
        return e as AppError;
      }
      throw new Error('accepted');
    };
    const before = refusal({ startDate: '2024-01-02', endDate: '2024-01-01' });
    expect(before.statusCode).toBe(400);
    expect(before.value).toEqual({ field: 'endDate' });
    expect(refusal({ startDate: '2024-01-01', endDate: '2024-04-03' }).message).toMatch(/93 days/);
    expect(resolveRange({ startDate: '2024-01-01', endDate: '2024-04-02' }, 'UTC', now).endDate).toBe(
      '2024-04-02',
    );
  });
});
