import pg from 'pg';
import type { FastifyInstance } from 'fastify';

// Statements the server sends to its database during a piece of work, counted at the driver: every
// statement is one round trip (PostgreSQL over its socket, PGlite through its protocol), BEGIN and COMMIT
// included. Tests only.

type Sent = { text: string };
type Query = (...args: unknown[]) => Promise<unknown>;
type PgliteLike = {
  query: Query;
  exec: Query;
  transaction: (work: (tx: { query: Query; exec: Query }) => Promise<unknown>) => Promise<unknown>;
};

const textOf = (arg: unknown): string => {
  if (typeof arg === 'string') return arg;
  const text = (arg as { text?: unknown } | undefined)?.text;
  return typeof text === 'string' ? text : '?';
};

/**
 * Runs `work` and returns what it answered and the statements sent while it ran. Nothing else may use the
 * database meanwhile (tests run no scheduled jobs).
 */
export async function statementsOf<T>(
  app: FastifyInstance,
  work: () => Promise<T>,
): Promise<{ result: T; sent: string[] }> {
  const sent: Sent[] = [];
  const { kind } = app.database;
  const restore: (() => void)[] = [];
  if (kind === 'postgresql') {
    // Pool queries and transaction clients both end in Client#query, once per statement.
    const proto = pg.Client.prototype as unknown as { query: Query };
    const original = proto.query;
    proto.query = function (this: unknown, ...args: unknown[]) {
      sent.push({ text: textOf(args[0]) });
      return original.apply(this, args);
    };
    restore.push(() => {
      proto.query = original;
    });
  } else {
    const client = (app.database.db as unknown as { $client: PgliteLike }).$client;
    const { query, exec, transaction } = client;
    client.query = (...args: unknown[]) => {
      sent.push({ text: textOf(args[0]) });
      return query.apply(client, args);
    };
    client.exec = (...args: unknown[]) => {
      sent.push({ text: textOf(args[0]) });
      return exec.apply(client, args);
    };
    // PGlite sends BEGIN and COMMIT (or ROLLBACK) itself around the work it is given.
    client.transaction = (work) =>
      transaction.call(client, async (tx) => {
        sent.push({ text: 'BEGIN' });
        const counted = {
          ...tx,
          query: (...args: unknown[]) => {
            sent.push({ text: textOf(args[0]) });
            return tx.query(...args);
          },
          exec: (...args: unknown[]) => {
            sent.push({ text: textOf(args[0]) });
            return tx.exec(...args);
          },
        };
        try {
          return await work(counted);
        } finally {
          sent.push({ text: 'COMMIT' });
        }
      });
    restore.push(() => {
      client.query = query;
      client.exec = exec;
      client.transaction = transaction;
    });
  }
  try {
    const result = await work();
    return { result, sent: sent.map((s) => s.text.replace(/\s+/g, ' ').trim()) };
  } finally {
    for (const undo of restore) undo();
  }
}
