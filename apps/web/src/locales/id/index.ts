import agent from './agent.json';
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
export default {
  ...core,
  ...shell,
  ...pages,
  ...games,
  ...records,
  ...security,
  ...deposit,
  ...withdraw,
  ...rewards,
  ...missions,
  ...pointShop,
  ...centre,
  ...agent,
  errors: {
    ...core.errors,
    ...security.errors,
    ...deposit.errors,
    ...withdraw.errors,
    ...rewards.errors,
    ...missions.errors,
    ...pointShop.errors,
    ...centre.errors,
    ...agent.errors,
  },
};
