import { cutoffMs, type DrawTime, type Series } from './series.js';
import { VN_CUTOFF_SECONDS, VN_DRAW_MINUTES, VN_TIME_ZONE, type VnSchedule } from './types.js';
import { VN_WEEKLY_DRAWS, vnProvincesOn } from './vn-provinces.js';
import { addDays, dateInZone, dayDigits, dayOfDigits, wallTimeInstant, weekdayOf } from './zone.js';

// The Vietnamese draw times: one a day at the region's time in Vietnam. The north's numero of a day is
// `yyyyMMdd`; the centre and the south draw one numero per province of the weekday, `yyyyMMdd-<code>`,
// listed by code so that ids sort in draw order. A game of chosen provinces has draw times only on the
// weekdays those provinces draw.

const DAY_SECONDS = 86_400;
/** Every province draws at least once a week: a search for the next or previous draw day ends within it. */
const WEEK = 7;

export function vnSeries(def: VnSchedule): Series {
  const { region } = def;
  const chosen = def.provinces ? new Set(def.provinces) : undefined;
  if (chosen) {
    if (region === 'north') throw new RangeError('the north has one draw a day: no provinces to choose');
    const known = new Set(VN_WEEKLY_DRAWS[region].flat());
    if (chosen.size === 0 || [...chosen].some((code) => !known.has(code)))
      throw new RangeError(`the provinces of a ${region} game are codes of that region's companies`);
  }
  const minute = VN_DRAW_MINUTES[region];

  const drawTime = (day: string): DrawTime | undefined => {
    const provinces = vnProvincesOn(region, weekdayOf(day))
      .filter((p) => !chosen || chosen.has(p.code))
      .sort((a, b) => (a.code < b.code ? -1 : 1));
    if (provinces.length === 0) return undefined;
    const digits = dayDigits(day);
    return {
      day,
      drawAt: wallTimeInstant(day, minute, VN_TIME_ZONE).getTime(),
      entries: provinces.map((province) => ({
        id: region === 'north' ? digits : `${digits}-${province.code}`,
        province,
      })),
    };
  };
  /** The first draw time from `day` on (step 1) or back (step -1) that passes `accept`. */
  const search = (from: string, step: 1 | -1, accept: (d: DrawTime) => boolean): DrawTime => {
    for (let i = 0, day = from; i <= WEEK; i++, day = addDays(day, step)) {
      const draw = drawTime(day);
      if (draw && accept(draw)) return draw;
    }
    throw new Error(`no ${region} draw within a week of ${from}`);
  };

  return {
    cutoffMs: cutoffMs(def.cutoffSeconds ?? VN_CUTOFF_SECONDS, DAY_SECONDS, 'a Vietnamese draw'),
    after: (at) => search(dateInZone(new Date(at), VN_TIME_ZONE), 1, (d) => d.drawAt > at),
    next: (draw) => search(addDays(draw.day, 1), 1, () => true),
    previous: (draw) => search(addDays(draw.day, -1), -1, () => true),
    parse(id) {
      const match = region === 'north' ? /^(\d{8})$/.exec(id) : /^(\d{8})-[A-Z]+$/.exec(id);
      const day = match ? dayOfDigits(match[1]!) : undefined;
      const draw = day ? drawTime(day) : undefined;
      return draw?.entries.some((e) => e.id === id) ? draw : undefined;
    },
  };
}
