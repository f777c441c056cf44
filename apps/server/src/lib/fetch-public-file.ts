// A file fetched from an address someone else wrote (issue 27: the photos an imported catalogue names by URL),
// without letting that address reach into the shop's own network. The name is resolved first and EVERY address it
// answers must be public (shared isPublicAddress: no loopback, private, link-local, …); the connection then goes to
// the address checked (the lookup is pinned, so a second DNS answer cannot swap it). Redirects are followed by hand,
// a few at most, each new address checked the same way. The body is capped in size (the Content-Length first, then
// the bytes as they come) and in time. A `allow` list of host:port pairs lets a test's local server through.
import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { isPublicAddress } from '@zariya/shared/public-address';

export class FetchRefused extends Error {}

export type FetchOptions = {
  maxBytes: number;
  timeoutMs: number;
  maxRedirects?: number;
  /** host:port pairs allowed although not public. */
  allow?: readonly string[];
};

type Pinned = { address: string; family: number };

async function pinnedAddress(url: URL, allow: readonly string[]): Promise<Pinned> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new FetchRefused('only http and https addresses are fetched');
  if (url.username || url.password) throw new FetchRefused('addresses with a user name are not fetched');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  const family = isIP(host);
  let addresses: Pinned[];
  try {
    addresses = family ? [{ address: host, family }] : await lookup(host, { all: true, verbatim: true });
  } catch {
    throw new FetchRefused(`${host} could not be found`);
  }
  if (addresses.length === 0) throw new FetchRefused(`${host} could not be found`);
  if (!allow.includes(`${host}:${port}`)) {
    const inner = addresses.find((a) => !isPublicAddress(a.address));
    if (inner)
      throw new FetchRefused(
        `${host} is a private, loopback or link-local address (${inner.address}); not fetched`,
      );
  }
  return addresses[0];
}

type Answer = { redirect: string } | { body: Buffer };

function get(url: URL, pinned: Pinned, options: FetchOptions): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.get(
      url,
      {
        agent: false,
        timeout: options.timeoutMs,
        headers: { accept: 'image/*', 'user-agent': 'ZariyaCatalogueImport/1' },
        // The address checked, never a new lookup.
        lookup: ((_host: string, opts: { all?: boolean }, callback: (...args: unknown[]) => void) =>
          opts?.all
            ? callback(null, [{ address: pinned.address, family: pinned.family }])
            : callback(null, pinned.address, pinned.family)) as never,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          resolve({ redirect: response.headers.location });
          return;
        }
        if (status < 200 || status >= 300) {
          response.resume();
          reject(new FetchRefused(`the server answered ${status}`));
          return;
        }
        const declared = Number(response.headers['content-length']);
        if (Number.isFinite(declared) && declared > options.maxBytes) {
          response.destroy();
          reject(new FetchRefused(`the file is larger than ${Math.round(options.maxBytes / 1_048_576)} MB`));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBytes) {
            response.destroy();
            reject(
              new FetchRefused(`the file is larger than ${Math.round(options.maxBytes / 1_048_576)} MB`),
            );
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve({ body: Buffer.concat(chunks) }));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new FetchRefused('the server took too long')));
    request.on('error', (err) => reject(err instanceof FetchRefused ? err : new FetchRefused(err.message)));
  });
}

/** The file at `address`, or a FetchRefused saying why not. */
export async function fetchPublicFile(address: string, options: FetchOptions): Promise<Buffer> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new FetchRefused('not a web address');
  }
  const allow = options.allow ?? [];
  for (let hop = 0; hop <= (options.maxRedirects ?? 3); hop++) {
    const answer = await get(url, await pinnedAddress(url, allow), options);
    if ('body' in answer) return answer.body;
    url = new URL(answer.redirect, url);
  }
  throw new FetchRefused('too many redirects');
}
