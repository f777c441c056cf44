// What the JSON stand-ins of outside services (MSG91, WhatsApp) share: an HTTP server on a free local port that
// reads each request's whole body before handling it, answers JSON, and can give answers a test queued instead
// of handling a call (an outage, a rate limit).
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StandInAnswer = { status: number; body: unknown };

export type StandInCall = {
  /** The request body as sent. */
  raw: string;
  /** Answers `body` as JSON with `status`. */
  answer: (status: number, body: unknown) => void;
  /** The oldest answer a test queued with answerNext, taken off the queue; the stand-in gives it instead. */
  queued: () => StandInAnswer | undefined;
};

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => resolve(raw));
  });

export async function startJsonStandIn(handle: (req: IncomingMessage, call: StandInCall) => void) {
  const queue: StandInAnswer[] = [];
  const server = createServer(async (req, res) => {
    const raw = await readBody(req);
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    handle(req, { raw, answer, queued: () => queue.shift() });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    answerNext: (status: number, body: unknown) => queue.push({ status, body }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
