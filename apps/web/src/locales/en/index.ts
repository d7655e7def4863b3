import { mergeStrings } from '../parts';
import agent from './agent.json';
import centre from './centre.json';
import deposit from './deposit.json';
import games from './games.json';
import lottery from './lottery.json';
import missions from './missions.json';
import pages from './pages.json';
import pointShop from './point-shop.json';
import records from './records.json';
import responsible from './responsible.json';
import rewards from './rewards.json';
import security from './security.json';
import shell from './shell.json';
import core from './translation.json';
import withdraw from './withdraw.json';

// English whole, the reference language: its type is the key set every language has (locales.test.ts) and
// that `t` accepts. At run time the site loads the strings by part (lib/i18n.ts, locales/parts.ts).
export default mergeStrings(
  core,
  shell,
  games,
  pages,
  records,
  security,
  deposit,
  withdraw,
  rewards,
  missions,
  pointShop,
  centre,
  agent,
  lottery,
  responsible,
);
