import type { VnRegion } from '../types.js';
import type { VnProvince } from './vn-provinces.js';

// The schedules of the in-house lottery: when each numero (one draw of one game) opens for bets, closes
// and draws. Pure: times come in as arguments.

/** The fast games (five digits every 1, 3 or 5 minutes, keno): draws all day at a fixed interval. */
export type FastSchedule = {
  kind: 'fast';
  /** Seconds between draws (60, 180, 300; keno 300); a whole number from 10 to 86,400. */
  intervalSeconds: number;
  /** The brand's IANA zone: draw k of a brand day falls k intervals after the day's midnight. */
  timeZone: string;
  /** Bets close this many seconds before the draw (default FAST_CUTOFF_SECONDS); under the interval. */
  cutoffSeconds?: number;
};

/** The Vietnamese draws: once a day at the region's time in Vietnam, the centre and south per province. */
export type VnSchedule = {
  kind: 'vn';
  region: VnRegion;
  /** Bets close this many seconds before the draw (default VN_CUTOFF_SECONDS); under a day. */
  cutoffSeconds?: number;
  /** The centre or the south: only these province codes (a game of its own per province); all by default. */
  provinces?: readonly string[];
};

export type ScheduleDef = FastSchedule | VnSchedule;

export const FAST_INTERVALS_SECONDS = [60, 180, 300] as const;
export const KENO_INTERVAL_SECONDS = 300;
export const FAST_CUTOFF_SECONDS = 10;
export const VN_CUTOFF_SECONDS = 15 * 60;
export const VN_TIME_ZONE = 'Asia/Ho_Chi_Minh';
/** The draw times in Vietnam, in minutes after midnight: south 16:15, centre 17:15, north 18:15. */
export const VN_DRAW_MINUTES: Readonly<Record<VnRegion, number>> = {
  south: 16 * 60 + 15,
  central: 17 * 60 + 15,
  north: 18 * 60 + 15,
};

/**
 * One numero. Its betting window is [opensAt, closesAt): it opens when the game's previous draw time
 * closes, so the windows of one game follow each other with neither gap nor overlap, and a bet at
 * closesAt or later is past the cut-off.
 */
export type Numero = {
  /**
   * Stable and sortable in draw order: `yyyyMMdd-nnnn` (fast games: the n-th draw of the brand day),
   * `yyyyMMdd` (the north), `yyyyMMdd-<province code>` (the centre and the south).
   */
  id: string;
  /** The day it belongs to, `yyyy-MM-dd`: the brand day (fast games) or the day in Vietnam. */
  day: string;
  /** Fast games: its place in the brand day, from 1. */
  seq?: number;
  /** Vietnamese draws: the province drawing it (in the north, the day's host). */
  province?: VnProvince;
  opensAt: Date;
  closesAt: Date;
  drawAt: Date;
};
