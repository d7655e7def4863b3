import centre from './centre.json';
import deposit from './deposit.json';
import games from './games.json';
import missions from './missions.json';
import pages from './pages.json';
import pointShop from './point-shop.json';
import records from './records.json';
import rewards from './rewards.json';
import security from './security.json';
import shell from './shell.json';
import core from './translation.json';
import withdraw from './withdraw.json';

// One chunk per language: its files have distinct top-level keys (checked by locales.test.ts), except
// `errors`, which each part of the member centre extends with its own codes.
const parts = [
  shell,
  pages,
  games,
  records,
  security,
  deposit,
  withdraw,
  rewards,
  missions,
  pointShop,
  centre,
];
export default Object.assign({}, core, ...parts, {
  errors: Object.assign({}, core.errors, ...parts.map((p) => ('errors' in p ? p.errors : {}))),
}) as typeof core &
  typeof shell &
  typeof pages &
  typeof games &
  typeof records &
  typeof security &
  typeof deposit &
  typeof withdraw &
  typeof rewards &
  typeof missions &
  typeof pointShop &
  typeof centre & {
    errors: typeof core.errors &
      typeof security.errors &
      typeof deposit.errors &
      typeof withdraw.errors &
      typeof rewards.errors &
      typeof missions.errors &
      typeof pointShop.errors &
      typeof centre.errors;
  };
