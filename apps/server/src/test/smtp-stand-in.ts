// A local SMTP server for the mailer's tests: it keeps every message it accepts, or refuses every recipient as
// a mail server does for an unknown mailbox (550).
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export async function startSmtpStandIn(options: { refuseRecipients?: boolean } = {}) {
  const received: string[] = [];
  const smtp = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      callback(
        options.refuseRecipients ? new Error(`550 mailbox ${address.address} unavailable`) : undefined,
      );
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  let open = true;
  const { port } = smtp.server.address() as AddressInfo;
  return {
    /** SMTP_URL. */
    url: `smtp://127.0.0.1:${port}`,
    /** Every message accepted, raw, oldest first. */
    received,
    /** Stops the server (again: nothing), as when the mail server goes away. */
    close: async () => {
      if (!open) return;
      open = false;
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}

export type SmtpStandIn = Awaited<ReturnType<typeof startSmtpStandIn>>;
