import games from './games.json';
import pages from './pages.json';
import records from './records.json';
import shell from './shell.json';
import core from './translation.json';

// One chunk per language: its files have distinct top-level keys (checked by locales.test.ts).
export default { ...core, ...shell, ...pages, ...games, ...records };
