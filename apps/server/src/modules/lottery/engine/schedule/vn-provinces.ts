import type { VnRegion } from '../types.js';

// The Vietnamese lottery companies and the weekdays they draw, as the state lottery companies publish
// them. The north draws once a day at 18:15 (its hosting province turns with the weekday but the result is
// one); the centre draws at 17:15 and the south at 16:15, each province of the day its own result.

export type VnProvince = { code: string; name: string; region: VnRegion };

/** Weekdays as `Date.getUTCDay()` numbers them: 0 Sunday .. 6 Saturday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export const VN_PROVINCES: readonly VnProvince[] = [
  // North: the host of the day's single draw.
  { code: 'HN', name: 'Hà Nội', region: 'north' },
  { code: 'QN', name: 'Quảng Ninh', region: 'north' },
  { code: 'BN', name: 'Bắc Ninh', region: 'north' },
  { code: 'HP', name: 'Hải Phòng', region: 'north' },
  { code: 'ND', name: 'Nam Định', region: 'north' },
  { code: 'TB', name: 'Thái Bình', region: 'north' },
  // Centre.
  { code: 'TTH', name: 'Thừa Thiên Huế', region: 'central' },
  { code: 'PY', name: 'Phú Yên', region: 'central' },
  { code: 'DLK', name: 'Đắk Lắk', region: 'central' },
  { code: 'QNM', name: 'Quảng Nam', region: 'central' },
  { code: 'DNG', name: 'Đà Nẵng', region: 'central' },
  { code: 'KH', name: 'Khánh Hòa', region: 'central' },
  { code: 'BDI', name: 'Bình Định', region: 'central' },
  { code: 'QT', name: 'Quảng Trị', region: 'central' },
  { code: 'QB', name: 'Quảng Bình', region: 'central' },
  { code: 'GL', name: 'Gia Lai', region: 'central' },
  { code: 'NT', name: 'Ninh Thuận', region: 'central' },
  { code: 'QNG', name: 'Quảng Ngãi', region: 'central' },
  { code: 'DNO', name: 'Đắk Nông', region: 'central' },
  { code: 'KT', name: 'Kon Tum', region: 'central' },
  // South.
  { code: 'HCM', name: 'TP. Hồ Chí Minh', region: 'south' },
  { code: 'DT', name: 'Đồng Tháp', region: 'south' },
  { code: 'CM', name: 'Cà Mau', region: 'south' },
  { code: 'BTR', name: 'Bến Tre', region: 'south' },
  { code: 'VT', name: 'Vũng Tàu', region: 'south' },
  { code: 'BL', name: 'Bạc Liêu', region: 'south' },
  { code: 'DN', name: 'Đồng Nai', region: 'south' },
  { code: 'CT', name: 'Cần Thơ', region: 'south' },
  { code: 'ST', name: 'Sóc Trăng', region: 'south' },
  { code: 'TN', name: 'Tây Ninh', region: 'south' },
  { code: 'AG', name: 'An Giang', region: 'south' },
  { code: 'BTH', name: 'Bình Thuận', region: 'south' },
  { code: 'VL', name: 'Vĩnh Long', region: 'south' },
  { code: 'BD', name: 'Bình Dương', region: 'south' },
  { code: 'TV', name: 'Trà Vinh', region: 'south' },
  { code: 'LA', name: 'Long An', region: 'south' },
  { code: 'BP', name: 'Bình Phước', region: 'south' },
  { code: 'HG', name: 'Hậu Giang', region: 'south' },
  { code: 'TG', name: 'Tiền Giang', region: 'south' },
  { code: 'KG', name: 'Kiên Giang', region: 'south' },
  { code: 'DL', name: 'Đà Lạt', region: 'south' },
];

/** The provinces drawing on each weekday (index 0 Sunday .. 6 Saturday), in the order results list them. */
export const VN_WEEKLY_DRAWS: Readonly<Record<VnRegion, readonly (readonly string[])[]>> = {
  north: [['TB'], ['HN'], ['QN'], ['BN'], ['HN'], ['HP'], ['ND']],
  central: [
    ['KH', 'KT', 'TTH'],
    ['TTH', 'PY'],
    ['DLK', 'QNM'],
    ['DNG', 'KH'],
    ['BDI', 'QT', 'QB'],
    ['GL', 'NT'],
    ['DNG', 'QNG', 'DNO'],
  ],
  south: [
    ['TG', 'KG', 'DL'],
    ['HCM', 'DT', 'CM'],
    ['BTR', 'VT', 'BL'],
    ['DN', 'CT', 'ST'],
    ['TN', 'AG', 'BTH'],
    ['VL', 'BD', 'TV'],
    ['HCM', 'LA', 'BP', 'HG'],
  ],
};

const byCode = new Map(VN_PROVINCES.map((p) => [p.code, p]));

/** A province by its code. */
export const vnProvince = (code: string): VnProvince | undefined => byCode.get(code);

/** The provinces of a region drawing on a weekday. */
export const vnProvincesOn = (region: VnRegion, weekday: Weekday): VnProvince[] =>
  VN_WEEKLY_DRAWS[region][weekday]!.map((code) => byCode.get(code)!);
