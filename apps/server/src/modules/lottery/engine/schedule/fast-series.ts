import { cutoffMs, type DrawTime, type Series } from './series.js';
import { FAST_CUTOFF_SECONDS, type FastSchedule } from './types.js';
import { addDays, checkZone, dateInZone, dayDigits, dayOfDigits, startOfDay } from './zone.js';

// The fast games' draw times: draw k of a brand day (k from 1) falls k intervals after the day's midnight
// in the brand's zone; the day's last draw is at the next midnight (earlier when the day's length is not a
// whole number of intervals). The count is therefore that of intervals in the day as it is lived: 1,440
// one-minute draws on a day of 24 hours, 1,380 on the 23-hour day that starts summer time, 1,500 on the
// 25-hour day that ends it, and no clock time is drawn twice or skipped.

const MIN_INTERVAL_SECONDS = 10;
const DAY_SECONDS = 86_400;
const SEQ_DIGITS = 4;

export function fastSeries(def: FastSchedule): Series {
  const { intervalSeconds, timeZone } = def;
  if (
    !Number.isInteger(intervalSeconds) ||
    intervalSeconds < MIN_INTERVAL_SECONDS ||
    intervalSeconds > DAY_SECONDS
  )
    throw new RangeError(
      `a fast interval is a whole number of seconds from ${MIN_INTERVAL_SECONDS} to ${DAY_SECONDS}`,
    );
  checkZone(timeZone);
  const step = intervalSeconds * 1000;
  const bounds = new Map<string, { start: number; end: number; count: number }>();
  const boundsOf = (day: string) => {
    let b = bounds.get(day);
    if (!b) {
      const start = startOfDay(day, timeZone).getTime();
      const end = startOfDay(addDays(day, 1), timeZone).getTime();
      b = { start, end, count: Math.ceil((end - start) / step) };
      bounds.set(day, b);
    }
    return b;
  };
  const drawTime = (day: string, seq: number): DrawTime => {
    const { start, end } = boundsOf(day);
    return {
      day,
      drawAt: Math.min(start + seq * step, end),
      entries: [{ id: `${dayDigits(day)}-${String(seq).padStart(SEQ_DIGITS, '0')}`, seq }],
    };
  };
  const seqOf = (draw: DrawTime) => draw.entries[0]!.seq!;

  return {
    cutoffMs: cutoffMs(def.cutoffSeconds ?? FAST_CUTOFF_SECONDS, intervalSeconds, 'a fast game'),
    after(at) {
      const day = dateInZone(new Date(at), timeZone);
      return drawTime(day, Math.floor((at - boundsOf(day).start) / step) + 1);
    },
    next(draw) {
      const seq = seqOf(draw);
      return seq < boundsOf(draw.day).count ? drawTime(draw.day, seq + 1) : drawTime(addDays(draw.day, 1), 1);
    },
    previous(draw) {
      const seq = seqOf(draw);
      if (seq > 1) return drawTime(draw.day, seq - 1);
      const day = addDays(draw.day, -1);
      return drawTime(day, boundsOf(day).count);
    },
    parse(id) {
      const match = /^(\d{8})-(\d{4,})$/.exec(id);
      const day = match ? dayOfDigits(match[1]!) : undefined;
      if (!match || !day) return undefined;
      const seq = Number(match[2]);
      if (seq < 1 || seq > boundsOf(day).count) return undefined;
      const draw = drawTime(day, seq);
      return draw.entries[0]!.id === id ? draw : undefined;
    },
  };
}
