import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export type SmsMessage = { to: string; purpose: string; text: string };
export type MailMessage = { to: string; subject: string; text: string };
export type SmsSender = { send(message: SmsMessage): Promise<void> };
export type MailSender = { send(message: MailMessage): Promise<void> };

// Several API processes may write one outbox folder (decision record 037): random names, never overwritten.
const fileName = () =>
  `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(6).toString('hex')}.json`;

/** The default SMS provider: one JSON file per message under `<outbox>/sms`. */
export function createOutboxSms(outboxDir: string, log: FastifyBaseLogger): SmsSender {
  const dir = path.join(outboxDir, 'sms');
  return {
    async send(message) {
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, fileName());
      await writeFile(file, JSON.stringify({ ...message, createdAt: new Date().toISOString() }, null, 2), {
        flag: 'wx',
      });
      log.info({ file, purpose: message.purpose }, 'SMS written to the outbox');
    },
  };
}

/** An HTTP SMS gateway: POSTs `{ to, text }` with a bearer token. */
export function createHttpSms(url: string, token: string | undefined): SmsSender {
  return {
    async send(message) {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ to: message.to, text: message.text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`SMS provider answered ${res.status}`);
    },
  };
}

/** E-mail through SMTP when configured, else nodemailer's JSON transport into `<outbox>/email`. */
export function createMailer(options: {
  smtpUrl?: string;
  outboxDir: string;
  from: string;
  log: FastifyBaseLogger;
}): MailSender {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ jsonTransport: true });
  const dir = path.join(options.outboxDir, 'email');
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, fileName());
      await writeFile(file, String(info.message), { flag: 'wx' });
      options.log.info({ file, subject: message.subject }, 'E-mail written to the outbox');
    },
  };
}
