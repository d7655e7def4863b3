// The in-house lottery's schedules: numeros of each game as pure functions of a time.
export {
  acceptsBetAt,
  checkSchedule,
  nextNumeros,
  numeroAt,
  numeroById,
  numerosBetween,
  openNumeros,
} from './schedule.js';
export * from './types.js';
export {
  VN_PROVINCES,
  VN_WEEKLY_DRAWS,
  vnProvince,
  vnProvincesOn,
  type VnProvince,
  type Weekday,
} from './vn-provinces.js';
