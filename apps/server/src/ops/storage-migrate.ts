// `npm run storage:migrate`: moving a shop onto object storage (issue 30). Copies a local uploads folder (its
// layout: photos at the top, return photos under .private/returns) into the configured bucket under the same
// keys the shop reads, so every page already drawn keeps its /uploads/… addresses. Resumable: an object already
// in the bucket with the same size is skipped, so a run cut short (or run twice) carries on where it stopped.
// The local folder is left as it was (remove it yourself once the shop runs on the bucket).
import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { contentTypeOf, keyOfUploadsPath, type Storage } from '../lib/storage/index.ts';
import { UPLOADS_CACHE_CONTROL } from '../plugins/public-cache.ts';

export type MigrationCount = {
  /** Files written into the bucket by this run. */
  copied: number;
  /** Files already in the bucket (an earlier run): left alone. */
  skipped: number;
  /** Files that are not the shop's (other dot folders, unfinished writes): not copied. */
  ignored: number;
  bytes: number;
};

export async function migrateUploads(
  from: string,
  storage: Storage,
  onProgress?: (count: MigrationCount) => void,
): Promise<MigrationCount> {
  const count: MigrationCount = { copied: 0, skipped: 0, ignored: 0, bytes: 0 };
  if (!existsSync(from)) return count;
  const entries = (await readdir(from, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .sort();
  for (const file of entries) {
    const key = keyOfUploadsPath(relative(from, file));
    if (!key) {
      count.ignored++;
      continue;
    }
    const { size } = await stat(file);
    const there = await storage.head(key);
    if (there && there.size === size) {
      count.skipped++;
    } else {
      await storage.put(key, await readFile(file), {
        contentType: contentTypeOf(key),
        cacheControl: key.startsWith('public/') ? UPLOADS_CACHE_CONTROL : undefined,
      });
      count.copied++;
      count.bytes += size;
    }
    if ((count.copied + count.skipped) % 500 === 0) onProgress?.({ ...count });
  }
  return count;
}
