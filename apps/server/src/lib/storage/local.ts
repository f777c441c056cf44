// The local provider: files in the shop's folders as they always were (layout.ts). Writes go to a hidden partial
// file first and are renamed into place; private files are 600 in 700 folders, whatever the umask.
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';
import { type LocalRoots, localPathOf } from './layout.ts';
import {
  assertValidKey,
  type ListedObject,
  type Storage,
  StorageUnavailableError,
  type StoredObject,
} from './storage.ts';

const MISSING = new Set(['ENOENT', 'ENOTDIR']);

const unavailable = (err: unknown) =>
  new StorageUnavailableError(err instanceof Error ? err.message : String(err));

export function localStorage(roots: LocalRoots): Storage {
  const pathOf = (key: string) => {
    assertValidKey(key);
    return localPathOf(roots, key);
  };

  return {
    kind: 'local',
    where: roots.uploadsDir,

    async put(key, body) {
      const file = pathOf(key);
      const dir = dirname(file);
      const secret = key.startsWith('private/');
      const partial = join(dir, `.${basename(file)}.${randomBytes(4).toString('hex')}.partial`);
      try {
        await mkdir(dir, { recursive: true, mode: secret ? 0o700 : undefined });
        if (secret) await chmod(dir, 0o700);
        await writeFile(partial, body, { mode: secret ? 0o600 : undefined });
        if (secret) await chmod(partial, 0o600);
        await rename(partial, file);
      } catch (err) {
        await unlink(partial).catch(() => {});
        throw unavailable(err);
      }
    },

    async get(key): Promise<StoredObject | null> {
      const file = pathOf(key);
      try {
        const [body, info] = await Promise.all([readFile(file), stat(file)]);
        return {
          body,
          etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
          lastModified: info.mtime,
        };
      } catch (err) {
        if (MISSING.has((err as NodeJS.ErrnoException).code ?? '')) return null;
        if ((err as NodeJS.ErrnoException).code === 'EISDIR') return null;
        throw unavailable(err);
      }
    },

    async head(key) {
      try {
        const info = await stat(pathOf(key));
        return info.isFile() ? { size: info.size } : null;
      } catch (err) {
        if (MISSING.has((err as NodeJS.ErrnoException).code ?? '')) return null;
        throw unavailable(err);
      }
    },

    async delete(keys) {
      await Promise.all(
        keys.map((key) =>
          unlink(pathOf(key)).catch((err: NodeJS.ErrnoException) => {
            if (!MISSING.has(err.code ?? '')) throw unavailable(err);
          }),
        ),
      );
    },

    async list(prefix) {
      const folderKey = prefix.slice(0, prefix.lastIndexOf('/') + 1);
      if (!folderKey) throw new Error(`list needs a folder: ${prefix}`);
      const folder = dirname(localPathOf(roots, `${folderKey}x`));
      let entries: import('node:fs').Dirent[];
      try {
        entries = await readdir(folder, { recursive: true, withFileTypes: true });
      } catch (err) {
        if (MISSING.has((err as NodeJS.ErrnoException).code ?? '')) return [];
        throw unavailable(err);
      }
      const found: ListedObject[] = [];
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const rel = relative(folder, join(entry.parentPath, entry.name)).split(/[\\/]/);
        // Dot folders (`.private` under the public folder) and partial writes are not objects of this folder.
        if (rel.some((p) => p.startsWith('.'))) continue;
        const key = folderKey + rel.join('/');
        if (!key.startsWith(prefix)) continue;
        const size = await stat(join(entry.parentPath, entry.name)).then(
          (s) => s.size,
          () => -1,
        );
        if (size >= 0) found.push({ key, size });
      }
      return found.sort((a, b) => a.key.localeCompare(b.key));
    },

    async check() {
      try {
        await mkdir(roots.uploadsDir, { recursive: true });
        await stat(roots.uploadsDir);
      } catch (err) {
        throw unavailable(err);
      }
    },

    close() {},
  };
}
