// A prepared answer's compressed forms: the same bytes as the text, each in memory of its own size.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PreparedAnswer } from './prepared-answer.ts';

describe('PreparedAnswer', () => {
  const text = JSON.stringify(
    Array.from({ length: 40 }, (_, i) => ({ id: i, name: `Banarasi silk saree ${i}` })),
  );

  it.each(['br', 'gzip'] as const)('keeps its %s body whole and in memory of its own size', (encoding) => {
    for (const compression of ['once', 'fast', 'max'] as const) {
      const answer = new PreparedAnswer(text, undefined, compression);
      const body = answer.encodedAs(encoding);
      const back = encoding === 'br' ? brotliDecompressSync(body) : gunzipSync(body);
      expect(back.toString('utf8')).toBe(text);
      // Kept for as long as the answer: it must not hold zlib's 16 KiB output chunk for a few hundred bytes.
      expect(body.buffer.byteLength).toBeLessThanOrEqual(body.length + 1024);
      expect(answer.encodedAs(encoding)).toBe(body);
    }
  });
});
