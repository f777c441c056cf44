// zxcvbn-ts's word lists packed for the server's password worker (apps/server/src/lib/password-words.ts). As
// zxcvbn-ts ships them, importing the lists decompresses 236,000 words into arrays, and zxcvbn then ranks them into
// one object per list: about 60 MiB more for the worker thread while it lives (issue 24). Packed, each list is its
// words in sorted order, one after another in a typed array, with their ranks beside them, searched in place.
//
// The file: a line of JSON with the zxcvbn-ts versions it was packed from; a line of JSON with the translations,
// the keyboard graphs and, for each list, where its words and ranks lie; then, from the next multiple of 8 bytes,
// those words and ranks. A list's words are its code units, each word ended by a newline: one byte each (latin1)
// when every unit fits, two (UTF-16, little-endian) when not; its ranks are 32-bit, in the words' order. The server
// build writes the file beside the bundle; the worker run from source (tests, `npm run dev`) packs it on first use.
// A file packed from other versions is packed again.
import {
  mkdirSync,
  openSync,
  readSync,
  closeSync,
  renameSync,
  writeFileSync,
  existsSync,
  readFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

/** Where the packed lists go: beside the server's bundle (scripts/server-build.mjs). */
export const PASSWORD_WORDS_FILE = join(root, 'apps/server/build/password-words.bin');

const PACKAGES = ['@zxcvbn-ts/core', '@zxcvbn-ts/language-common', '@zxcvbn-ts/language-en'];

/** The installed version of each zxcvbn-ts package (as packages/shared resolves them). */
function installedVersions() {
  const require = createRequire(join(root, 'packages/shared/package.json'));
  const versions = {};
  for (const name of PACKAGES) {
    let dir = dirname(require.resolve(name));
    while (
      !existsSync(join(dir, 'package.json')) ||
      JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).name !== name
    ) {
      dir = dirname(dir);
    }
    versions[name] = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version;
  }
  return versions;
}

/** The first line of a packed file: the versions it was packed from (undefined when there is no such file). */
function packedVersions(file) {
  if (!existsSync(file)) return undefined;
  const fd = openSync(file, 'r');
  try {
    const head = Buffer.alloc(512);
    const read = readSync(fd, head, 0, head.length, 0);
    const line = head.subarray(0, read).toString('utf8').split('\n')[0];
    return JSON.parse(line).versions;
  } catch {
    return undefined;
  } finally {
    closeSync(fd);
  }
}

const byCodeUnit = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
const padded = (bytes, to) => Buffer.concat([bytes, Buffer.alloc((to - (bytes.length % to)) % to)]);

/** The packed file's bytes for the installed lists (`versions`: its first line). */
export async function packPasswordWords(versions = installedVersions()) {
  const require = createRequire(join(root, 'packages/shared/package.json'));
  const common = await import(require.resolve('@zxcvbn-ts/language-common'));
  const english = await import(require.resolve('@zxcvbn-ts/language-en'));
  const lists = [];
  const sections = [];
  let offset = 0;
  for (const [name, list] of Object.entries({ ...common.dictionary, ...english.dictionary })) {
    // zxcvbn ranks a list's words by their place in it, from 1; a word listed twice keeps its last rank.
    const rankOf = new Map(list.map((word, i) => [String(word), i + 1]));
    const words = [...rankOf.keys()].sort(byCodeUnit);
    const text = words.map((word) => `${word}\n`).join('');
    const wide = [...text].some((ch) => ch.charCodeAt(0) > 0xff || ch.length > 1);
    const units = padded(Buffer.from(text, wide ? 'utf16le' : 'latin1'), 8);
    const ranks = padded(Buffer.from(Uint32Array.from(words, (word) => rankOf.get(word)).buffer), 8);
    lists.push({
      name,
      count: words.length,
      longest: list.reduce((most, word) => Math.max(most, String(word).length), 0),
      unitBytes: wide ? 2 : 1,
      units: [offset, text.length],
      ranks: offset + units.length,
    });
    sections.push(units, ranks);
    offset += units.length + ranks.length;
  }
  const meta = { translations: english.translations, graphs: common.adjacencyGraphs, lists };
  const head = Buffer.from(`${JSON.stringify({ versions })}\n${JSON.stringify(meta)}\n`);
  return Buffer.concat([padded(head, 8), ...sections]);
}

/** Packs the lists into `file` unless it already holds them packed from the installed versions. */
export async function ensurePasswordWords(file = PASSWORD_WORDS_FILE) {
  const versions = installedVersions();
  if (JSON.stringify(packedVersions(file)) === JSON.stringify(versions)) return file;
  const packed = await packPasswordWords(versions);
  mkdirSync(dirname(file), { recursive: true });
  // Written beside and renamed: test workers packing at once never read half a file.
  const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  writeFileSync(partial, packed);
  renameSync(partial, file);
  return file;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await ensurePasswordWords());
