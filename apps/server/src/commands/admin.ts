// `npm run admin -- <command>`: decide queued requests and write to members through the operator API of a
// running server (decision record 016). `npm run admin -- help` lists the commands. Exits 0 when done, 1
// when the server refuses, 2 when it cannot connect or the command is wrong.
import { env } from '../config/env.js';
import { fetchTransport, runAdminCli } from './admin/cli.js';

process.exitCode = await runAdminCli(process.argv.slice(2), {
  transportFor: fetchTransport,
  env: { port: env.PORT, user: env.ADMIN_USER, password: env.ADMIN_PASSWORD },
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
