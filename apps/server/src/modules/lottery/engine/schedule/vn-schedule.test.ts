import { describe, expect, it } from 'vitest';
import type { VnRegion } from '../types.js';
import {
  acceptsBetAt,
  checkSchedule,
  nextNumeros,
  numeroAt,
  numeroById,
  numerosBetween,
  openNumeros,
} from './schedule.js';
import type { Numero, VnSchedule } from './types.js';
import { VN_PROVINCES, VN_WEEKLY_DRAWS } from './vn-provinces.js';
import { wallTimeInstant } from './zone.js';

// Vietnam is UTC+7 all year: 16:15, 17:15 and 18:15 there are 09:15, 10:15 and 11:15 UTC.

const at = (iso: string) => new Date(iso);
const vn = (region: VnRegion, extra: Partial<VnSchedule> = {}): VnSchedule => ({
  kind: 'vn',
  region,
  ...extra,
});
/** Monday 30 November to Sunday 6 December 2026, days in Vietnam. */
const WEEK_FROM = at('2026-11-29T17:00:00Z');
const WEEK_TO = at('2026-12-06T17:00:00Z');
const WEEK_DAYS = [
  '2026-11-30',
  '2026-12-01',
  '2026-12-02',
  '2026-12-03',
  '2026-12-04',
  '2026-12-05',
  '2026-12-06',
];

/** The published weekly schedule, Monday first, written out by name. */
const PUBLISHED: Record<VnRegion, string[][]> = {
  south: [
    ['TP. Hồ Chí Minh', 'Đồng Tháp', 'Cà Mau'],
    ['Bến Tre', 'Vũng Tàu', 'Bạc Liêu'],
    ['Đồng Nai', 'Cần Thơ', 'Sóc Trăng'],
    ['Tây Ninh', 'An Giang', 'Bình Thuận'],
    ['Vĩnh Long', 'Bình Dương', 'Trà Vinh'],
    ['TP. Hồ Chí Minh', 'Long An', 'Bình Phước', 'Hậu Giang'],
    ['Tiền Giang', 'Kiên Giang', 'Đà Lạt'],
  ],
  central: [
    ['Thừa Thiên Huế', 'Phú Yên'],
    ['Đắk Lắk', 'Quảng Nam'],
    ['Đà Nẵng', 'Khánh Hòa'],
    ['Bình Định', 'Quảng Trị', 'Quảng Bình'],
    ['Gia Lai', 'Ninh Thuận'],
    ['Đà Nẵng', 'Quảng Ngãi', 'Đắk Nông'],
    ['Kon Tum', 'Khánh Hòa', 'Thừa Thiên Huế'],
  ],
  north: [['Hà Nội'], ['Quảng Ninh'], ['Bắc Ninh'], ['Hà Nội'], ['Hải Phòng'], ['Nam Định'], ['Thái Bình']],
};

const DRAW_UTC: Record<VnRegion, string> = { south: '09:15', central: '10:15', north: '11:15' };

describe('the province table', () => {
  it.each(['south', 'central', 'north'] as const)('gives the %s its provinces on each weekday', (region) => {
    const week = numerosBetween(vn(region), WEEK_FROM, WEEK_TO);
    expect(week).toHaveLength(PUBLISHED[region].flat().length);
    WEEK_DAYS.forEach((day, i) => {
      const ofDay = week.filter((n) => n.day === day);
      expect(ofDay.map((n) => n.province!.name).sort()).toEqual([...PUBLISHED[region][i]!].sort());
      for (const n of ofDay) {
        expect(n.province!.region).toBe(region);
        expect(n.drawAt).toEqual(at(`${day}T${DRAW_UTC[region]}:00Z`));
      }
    });
  });

  it('holds every code once, each in its region and used on at least one weekday', () => {
    const codes = VN_PROVINCES.map((p) => p.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const p of VN_PROVINCES) {
      expect(p.code).toMatch(/^[A-Z]+$/);
      expect(VN_WEEKLY_DRAWS[p.region].flat()).toContain(p.code);
    }
    for (const region of ['south', 'central', 'north'] as const)
      for (const code of VN_WEEKLY_DRAWS[region].flat())
        expect(VN_PROVINCES.find((p) => p.code === code)?.region).toBe(region);
    expect(VN_PROVINCES.find((p) => p.code === 'HCM')?.name).toBe('TP. Hồ Chí Minh');
  });
});

describe('Vietnamese numeros', () => {
  it('name a north day yyyyMMdd and a province draw yyyyMMdd-<code>', () => {
    const monday = numerosBetween(vn('south'), WEEK_FROM, at('2026-11-30T17:00:00Z'));
    expect(monday.map((n) => n.id)).toEqual(['20261130-CM', '20261130-DT', '20261130-HCM']);
    const north = numeroById(vn('north'), '20261130')!;
    expect(north).toMatchObject({ day: '2026-11-30', province: { code: 'HN', name: 'Hà Nội' } });
    expect(north.drawAt).toEqual(at('2026-11-30T11:15:00Z'));
    expect(north.closesAt).toEqual(at('2026-11-30T11:00:00Z'));
    expect(north.opensAt).toEqual(at('2026-11-29T11:00:00Z'));
  });

  it('sort in draw order, rebuild from their ids, and follow each other without gap or overlap', () => {
    for (const region of ['south', 'central', 'north'] as const) {
      const list = numerosBetween(vn(region), WEEK_FROM, at('2026-12-20T17:00:00Z'));
      expect(list).toHaveLength(3 * PUBLISHED[region].flat().length);
      expect([...list.map((n) => n.id)].sort()).toEqual(list.map((n) => n.id));
      for (const n of list) expect(numeroById(vn(region), n.id)).toEqual(n);
      const days = [...new Set(list.map((n) => n.day))];
      expect(days).toHaveLength(21);
      days.forEach((day, i) => {
        const ofDay = list.filter((n) => n.day === day);
        for (const n of ofDay) expect(n.closesAt.getTime()).toBe(n.drawAt.getTime() - 15 * 60_000);
        if (i > 0) {
          const before = list.find((n) => n.day === days[i - 1])!;
          for (const n of ofDay) expect(n.opensAt).toEqual(before.closesAt);
        }
      });
    }
  });

  it('refuse ids that name no draw of the game', () => {
    expect(numeroById(vn('south'), '20261130-TG')).toBeUndefined(); // Tiền Giang draws on Sundays
    expect(numeroById(vn('south'), '20261130-TTH')).toBeUndefined(); // a central province
    expect(numeroById(vn('south'), '20261130')).toBeUndefined();
    expect(numeroById(vn('north'), '20261130-HN')).toBeUndefined();
    expect(numeroById(vn('north'), '20261131')).toBeUndefined();
    expect(numeroById(vn('central'), '20261206-TTH')).toBeDefined();
  });

  it('keep every province of the day open together until 15 minutes before the draw', () => {
    const def = vn('south');
    const open = openNumeros(def, at('2026-11-30T08:00:00Z'));
    expect(open.map((n) => n.id)).toEqual(['20261130-CM', '20261130-DT', '20261130-HCM']);
    expect(numeroAt(def, at('2026-11-30T08:00:00Z'))).toEqual(open[0]);
    const n = open[2]!;
    expect(n.opensAt).toEqual(at('2026-11-29T09:00:00Z'));
    expect(n.closesAt).toEqual(at('2026-11-30T09:00:00Z'));
    expect(acceptsBetAt(n, new Date(n.closesAt.getTime() - 1))).toBe(true);
    expect(acceptsBetAt(n, new Date(n.closesAt.getTime() + 1))).toBe(false);
    // From the cut-off on, Tuesday's provinces are open.
    expect(openNumeros(def, n.closesAt).map((x) => x.id)).toEqual([
      '20261201-BL',
      '20261201-BTR',
      '20261201-VT',
    ]);
    expect(openNumeros({ ...def, cutoffSeconds: 60 }, n.closesAt)[0]!.closesAt).toEqual(
      at('2026-11-30T09:14:00Z'),
    );
  });

  it('list the next numeros from the open day onwards', () => {
    const list = nextNumeros(vn('south'), at('2026-11-30T08:00:00Z'), 5);
    expect(list.map((n) => n.id)).toEqual([
      '20261130-CM',
      '20261130-DT',
      '20261130-HCM',
      '20261201-BL',
      '20261201-BTR',
    ]);
  });
});

describe('a game of chosen provinces', () => {
  const hcm = vn('south', { provinces: ['HCM'] });

  it('draws on its provinces’ weekdays only and opens at the cut-off of its previous draw', () => {
    const list: Numero[] = numerosBetween(hcm, WEEK_FROM, at('2026-12-13T17:00:00Z'));
    expect(list.map((n) => n.id)).toEqual(['20261130-HCM', '20261205-HCM', '20261207-HCM', '20261212-HCM']);
    expect(list[1]!.opensAt).toEqual(list[0]!.closesAt);
    expect(numeroAt(hcm, at('2026-12-02T00:00:00Z')).id).toBe('20261205-HCM');
    expect(numeroById(hcm, '20261201-BTR')).toBeUndefined();
  });

  it('refuses codes of another region, no codes, or a choice in the north', () => {
    expect(() => checkSchedule(vn('south', { provinces: ['TTH'] }))).toThrow(RangeError);
    expect(() => checkSchedule(vn('south', { provinces: [] }))).toThrow(RangeError);
    expect(() => checkSchedule(vn('north', { provinces: ['HN'] }))).toThrow(RangeError);
    expect(() => checkSchedule(vn('north', { cutoffSeconds: 86_400 }))).toThrow(RangeError);
  });
});

describe('wall-clock times in a zone', () => {
  it('finds a local time, the later side of a skipped hour and the first of a repeated one', () => {
    expect(wallTimeInstant('2026-11-30', 16 * 60 + 15, 'Asia/Ho_Chi_Minh')).toEqual(
      at('2026-11-30T09:15:00Z'),
    );
    expect(wallTimeInstant('2026-03-08', 3 * 60, 'America/New_York')).toEqual(at('2026-03-08T07:00:00Z'));
    expect(wallTimeInstant('2026-03-08', 2 * 60 + 30, 'America/New_York')).toEqual(
      at('2026-03-08T07:30:00Z'),
    );
    expect(wallTimeInstant('2026-11-01', 60 + 30, 'America/New_York')).toEqual(at('2026-11-01T05:30:00Z'));
    expect(wallTimeInstant('2026-11-01', 18 * 60 + 15, 'America/New_York')).toEqual(
      at('2026-11-01T23:15:00Z'),
    );
  });
});
