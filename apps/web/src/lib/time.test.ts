import { describe, expect, it } from 'vitest';
import { brandTimeZoneOf, formatDateTime, timeWithZone, withZone, zoneLabel, zoned } from './time';

const INSTANT = '2026-03-10T12:34:56.789Z';

describe('the site time format', () => {
  it("writes an instant as yyyy-MM-dd HH:mm:ss in the brand's zone, not the browser's", () => {
    expect(formatDateTime(INSTANT, 'Asia/Manila')).toBe('2026-03-10 20:34:56');
    expect(formatDateTime(new Date(INSTANT), 'UTC')).toBe('2026-03-10 12:34:56');
    expect(formatDateTime(Date.parse(INSTANT), 'America/New_York')).toBe('2026-03-10 08:34:56');
    // Midnight is 00, never 24, and no US month-first order or AM/PM.
    expect(formatDateTime('2026-01-01T16:00:00Z', 'Asia/Manila')).toBe('2026-01-02 00:00:00');
    expect(formatDateTime('not a time', 'Asia/Manila')).toBe('');
  });

  it('labels a zone by its offset at the time', () => {
    expect(zoneLabel('Asia/Manila')).toBe('GMT+8');
    expect(zoneLabel('UTC')).toBe('GMT+0');
    expect(zoneLabel('Asia/Kolkata')).toBe('GMT+5:30');
    expect(zoneLabel('America/New_York', new Date('2026-01-15T12:00:00Z'))).toBe('GMT-5');
    expect(zoneLabel('America/New_York', new Date('2026-07-15T12:00:00Z'))).toBe('GMT-4');
    expect(zoneLabel('Nowhere/Special')).toBe('GMT+0');
  });

  it('puts the zone beside a label or a time', () => {
    expect(withZone('Time', 'Asia/Manila')).toBe('Time (GMT+8)');
    expect(withZone('Time', null)).toBe('Time');
    expect(timeWithZone(INSTANT, 'Asia/Manila')).toBe('2026-03-10 20:34:56 GMT+8');
    // A time the server already wrote in the brand's zone is kept as it is.
    expect(timeWithZone('2026-03-10 20:34:56', 'Asia/Manila')).toBe('2026-03-10 20:34:56 GMT+8');
    expect(timeWithZone('garbage', 'Asia/Manila')).toBe('');
    expect(zoned('2026-03-10 20:34:56', 'Asia/Manila')).toBe('2026-03-10 20:34:56 GMT+8');
    expect(zoned('2026-03-10 20:34:56', null)).toBe('2026-03-10 20:34:56');
    expect(zoned('', 'Asia/Manila')).toBe('');
  });

  it("reads the brand's zone from the status only when it names a zone", () => {
    const status = (brand: object) => ({ info: { brand } });
    expect(brandTimeZoneOf(status({ timeZone: 'Asia/Manila' }))).toBe('Asia/Manila');
    expect(brandTimeZoneOf(status({ timeZone: 'Nowhere/Special' }))).toBeNull();
    expect(brandTimeZoneOf(status({}))).toBeNull();
    expect(brandTimeZoneOf({})).toBeNull();
    expect(brandTimeZoneOf(undefined)).toBeNull();
  });
});
