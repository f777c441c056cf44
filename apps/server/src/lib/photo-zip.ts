// A zip of photos uploaded beside a catalogue CSV (issue 27 item 2), read with yauzl from its central directory.
// Nothing in it is trusted: every entry's name is checked before any is read (no absolute path, drive, `..`,
// backslash or control character; no two entries of one name), the entries are counted, and a photo is unpacked
// only when the CSV names it, counting its bytes as they come (per photo and in all), whatever its header says —
// a zip bomb is stopped at the cap, not after. What an entry is, is told by its first bytes (lib/images.ts).
// Nothing is unpacked to disk: the photos go to the shop's storage through storeImage.
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  MAX_PHOTO_ENTRY_BYTES,
  MAX_PHOTO_ZIP_BYTES,
  MAX_PHOTO_ZIP_ENTRIES,
  MAX_PHOTO_ZIP_UNPACKED_BYTES,
  unsafeZipName,
} from '@zariya/shared/catalogue-zip';
import yauzl from 'yauzl';
import { AppError, badRequest } from '../errors.ts';
import { detectImageType, type ImageType } from './images.ts';

export type PhotoZipLimits = {
  zipBytes: number;
  entries: number;
  entryBytes: number;
  unpackedBytes: number;
};

export const PHOTO_ZIP_LIMITS: PhotoZipLimits = {
  zipBytes: MAX_PHOTO_ZIP_BYTES,
  entries: MAX_PHOTO_ZIP_ENTRIES,
  entryBytes: MAX_PHOTO_ENTRY_BYTES,
  unpackedBytes: MAX_PHOTO_ZIP_UNPACKED_BYTES,
};

const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

export const zipTooLarge = (limits: PhotoZipLimits = PHOTO_ZIP_LIMITS) =>
  new AppError(413, 'ZIP_TOO_LARGE', `The zip of photos must be ${mb(limits.zipBytes)} or smaller.`);

const unreadable = () =>
  badRequest('The photos file could not be read as a zip. Please make the zip again.', 'ZIP_UNREADABLE');

/** An uploaded zip kept in a private temporary folder for the request; `remove` deletes it. */
export type SpooledZip = { path: string; bytes: number; remove: () => Promise<void> };

/**
 * Writes an upload to a temporary file, refusing it past `limits.zipBytes` (the stream's own limit, when the
 * multipart parser cut it, shows as `truncated`).
 */
export async function spoolZip(
  file: Readable & { truncated?: boolean },
  limits: PhotoZipLimits = PHOTO_ZIP_LIMITS,
): Promise<SpooledZip> {
  const dir = await mkdtemp(join(tmpdir(), 'zariya-photos-'));
  const path = join(dir, 'photos.zip');
  const remove = () => rm(dir, { recursive: true, force: true });
  try {
    let bytes = 0;
    file.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > limits.zipBytes) file.destroy(zipTooLarge(limits));
    });
    await pipeline(file, createWriteStream(path, { mode: 0o600 }));
    if (file.truncated || (await stat(path)).size > limits.zipBytes) throw zipTooLarge(limits);
    return { path, bytes, remove };
  } catch (err) {
    await remove();
    const code = (err as { code?: string }).code;
    if (err instanceof AppError) throw err;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw zipTooLarge(limits);
    throw err;
  }
}

export type UnpackedPhoto = { entry: string; type: ImageType | null; body: Buffer | null };

/** An opened zip: its entries' names (checked), and a way to unpack one within the caps. */
export type PhotoZip = {
  /** Every entry's name, folders included, as the zip spells it. */
  names: string[];
  /**
   * Unpacks one entry, counting its bytes against the caps as they come; `keep` holds its bytes (for storing),
   * else only its first bytes are kept to tell an image. Throws 413 ZIP_TOO_LARGE past a cap.
   */
  read(entry: string, keep: boolean): Promise<UnpackedPhoto>;
  close(): void;
};

const openZip = (source: string | Buffer, options: yauzl.Options) =>
  new Promise<yauzl.ZipFile>((resolve, reject) => {
    const done = (err: Error | null, zip: yauzl.ZipFile) => (err ? reject(err) : resolve(zip));
    if (typeof source === 'string') yauzl.open(source, options, done);
    else yauzl.fromBuffer(source, options, done);
  });

/** Opens a zip (a file's path, or its bytes) and checks every entry's name and their count. */
export async function openPhotoZip(
  source: string | Buffer,
  limits: PhotoZipLimits = PHOTO_ZIP_LIMITS,
): Promise<PhotoZip> {
  let zip: yauzl.ZipFile;
  try {
    // Names are decoded here (decodeStrings off) so that an unsafe one is refused with its reason, not skipped.
    zip = await openZip(source, {
      lazyEntries: true,
      autoClose: false,
      decodeStrings: false,
      validateEntrySizes: true,
    });
  } catch {
    throw unreadable();
  }
  try {
    if (zip.entryCount > limits.entries)
      throw badRequest(
        `The zip holds ${zip.entryCount.toLocaleString('en-IN')} files; at most ${limits.entries.toLocaleString('en-IN')} are taken.`,
        'ZIP_TOO_MANY_FILES',
      );
    const entries = new Map<string, yauzl.Entry>();
    const seen = new Map<string, string>();
    await new Promise<void>((resolve, reject) => {
      zip.on('error', () => reject(unreadable()));
      zip.on('end', () => resolve());
      zip.on('entry', (entry: yauzl.Entry) => {
        const name = yauzl.getFileNameLowLevel(
          entry.generalPurposeBitFlag,
          entry.fileNameRaw,
          entry.extraFields,
          true,
        );
        const unsafe = unsafeZipName(name);
        if (unsafe) {
          reject(
            badRequest(
              `The zip holds a file named "${name}", which is refused: ${unsafe}.`,
              'ZIP_UNSAFE_NAME',
            ),
          );
          return;
        }
        const key = name.toLowerCase().replace(/\/+$/, '');
        const earlier = seen.get(key);
        if (earlier !== undefined) {
          reject(
            badRequest(
              `The zip holds two files named "${name}"${earlier === name ? '' : ` ("${earlier}")`}; each photo needs a name of its own.`,
              'ZIP_DUPLICATE_NAME',
            ),
          );
          return;
        }
        seen.set(key, name);
        entries.set(name, entry);
        zip.readEntry();
      });
      zip.readEntry();
    });

    let unpacked = 0;
    const read = async (name: string, keep: boolean): Promise<UnpackedPhoto> => {
      const entry = entries.get(name);
      if (!entry || name.endsWith('/')) return { entry: name, type: null, body: null };
      // The headers may lie; they are believed only to refuse early.
      if (
        entry.uncompressedSize > limits.entryBytes ||
        unpacked + entry.uncompressedSize > limits.unpackedBytes
      )
        throw photoTooLarge(name, limits);
      if (entry.isEncrypted()) return { entry: name, type: null, body: null };
      let stream: Readable;
      try {
        stream = await new Promise<Readable>((resolve, reject) =>
          zip.openReadStream(entry, (err, s) => (err ? reject(err) : resolve(s))),
        );
      } catch {
        // A compression method yauzl cannot unpack: not a photo the shop can take.
        return { entry: name, type: null, body: null };
      }
      const chunks: Buffer[] = [];
      let head = Buffer.alloc(0);
      let size = 0;
      try {
        for await (const chunk of stream as AsyncIterable<Buffer>) {
          size += chunk.length;
          unpacked += chunk.length;
          if (size > limits.entryBytes || unpacked > limits.unpackedBytes) {
            stream.destroy();
            throw photoTooLarge(name, limits);
          }
          if (keep) chunks.push(chunk);
          else if (head.length < 16) head = Buffer.concat([head, chunk]).subarray(0, 16);
        }
      } catch (err) {
        if (err instanceof AppError) throw err;
        // More bytes than the header said: refused as the bomb it may be. A broken stream: not an image.
        if (/too many bytes/.test(String((err as Error).message))) throw photoTooLarge(name, limits);
        return { entry: name, type: null, body: null };
      }
      const body = keep ? Buffer.concat(chunks) : null;
      return { entry: name, type: detectImageType(body ?? head), body };
    };
    return { names: [...entries.keys()], read, close: () => zip.close() };
  } catch (err) {
    zip.close();
    throw err;
  }
}

const photoTooLarge = (name: string, limits: PhotoZipLimits) =>
  new AppError(
    413,
    'ZIP_TOO_LARGE',
    `"${name}" in the zip unpacks to more than the shop takes (${mb(limits.entryBytes)} a photo, ${mb(limits.unpackedBytes)} in all); nothing was written.`,
  );
