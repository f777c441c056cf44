// An answer that is sent many times (the catalogue's cached lists and facets, server-drawn pages): kept as
// its text, with its brotli and gzip forms made on first demand and then reused, so that a repeated answer
// costs neither serialisation, drawing nor compression (@fastify/compress would compress it on every request).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** As @fastify/compress's threshold in app.ts: smaller answers go out as they are. */
const COMPRESS_MIN_BYTES = 1024;
const ENCODINGS: Encoding[] = ['br', 'gzip'];
type Encoding = 'br' | 'gzip';
const BROTLI_QUALITY = { once: 1, fast: 5, max: 11 } as const;
const GZIP_LEVEL = { once: 3, fast: 6, max: 9 } as const;

export class PreparedAnswer {
  private readonly encoded: Partial<Record<Encoding, Buffer>> = {};
  readonly bytes: number;

  /**
   * `compression: 'max'` for an answer made once and sent for long (the app shell): brotli 11 and gzip 9.
   * 'fast', brotli 5 and gzip 6, for answers kept a few seconds and sent several times (drawn pages).
   * 'once', brotli 3 and gzip 3, for an answer sent once (catalogue lists, a product): on a page of 48 cards
   * they take about a third of brotli 5's time for a body about 10 % larger (decision 0018).
   */
  constructor(
    readonly text: string,
    readonly type = 'application/json; charset=utf-8',
    private readonly compression: 'once' | 'fast' | 'max' = 'fast',
  ) {
    this.bytes = Buffer.byteLength(text);
  }

  /** The body in `encoding`, compressed on first demand and then kept. */
  encodedAs(encoding: Encoding): Buffer {
    this.encoded[encoding] ??= exactCopy(
      encoding === 'br'
        ? brotliCompressSync(this.text, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[this.compression],
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: this.bytes,
            },
          })
        : gzipSync(this.text, { level: GZIP_LEVEL[this.compression] }),
    );
    return this.encoded[encoding];
  }
}

/**
 * The bytes in memory of their own size. A short compressed body is a slice of zlib's 16 KiB output chunk, and a
 * kept one held the whole chunk: 2,000 kept product answers pinned about 40 MiB (issue 16).
 */
function exactCopy(bytes: Buffer): Buffer {
  if (bytes.buffer.byteLength <= bytes.length + 1024) return bytes;
  const own = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(own);
  return own;
}

/** Sends the answer, compressed in the best encoding the client accepts. */
export function sendPrepared(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: PreparedAnswer,
  headers: Record<string, string> = {},
) {
  reply.headers(headers).type(answer.type);
  if (answer.bytes < COMPRESS_MIN_BYTES) return reply.send(answer.text);
  // Added to what the caller said the answer varies by (a page: Cookie, for its language).
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
  const accepted = request.headers['accept-encoding'];
  const encoding = accepted ? negotiate(accepted, ENCODINGS) : null;
  if (!encoding) return reply.send(answer.text);
  // A Content-Encoding already set tells @fastify/compress to leave the body alone.
  return reply.header('content-encoding', encoding).send(answer.encodedAs(encoding));
}
