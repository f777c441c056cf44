// Sends e-mail through SMTP_URL; without it (development and tests only) each message becomes an .eml file
// in DATA_DIR/outbox. Only the subject is ever logged, never the recipient or the body.
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';

export type MailMessage = { to: string; subject: string; text: string; html: string };

export type Mailer = {
  send: (message: MailMessage) => Promise<void>;
  /** Where messages are written when there is no SMTP server; undefined when sending through SMTP. */
  outboxDir?: string;
  close: () => void;
};

type MailLog = { info: (obj: object, msg: string) => void };

const silent: MailLog = { info: () => {} };

export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir' | 'nodeEnv'>,
  log: MailLog = silent,
): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      send: async (message) => {
        await transport.sendMail({ from: config.mailFrom, ...message });
        log.info({ mail: { subject: message.subject } }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }
  if (config.nodeEnv === 'production') throw new Error('SMTP_URL is required when NODE_ENV=production');

  const outboxDir = join(config.dataDir, 'outbox');
  mkdirSync(outboxDir, { recursive: true });
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  let sequence = 0;
  return {
    outboxDir,
    send: async (message) => {
      const info = await transport.sendMail({ from: config.mailFrom, ...message });
      sequence += 1;
      // Time first and a sequence number, so a plain sort of the names is the order of sending.
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const name = `${stamp}-${String(sequence).padStart(6, '0')}-${randomBytes(3).toString('hex')}.eml`;
      // Written whole, then renamed: whoever reads the outbox never sees half a mail.
      const part = join(outboxDir, `.${name}.part`);
      await writeFile(part, info.message as Buffer, { mode: 0o600 });
      await rename(part, join(outboxDir, name));
      log.info({ mail: { subject: message.subject, file: name } }, 'mail written to outbox');
    },
    close: () => transport.close(),
  };
}
