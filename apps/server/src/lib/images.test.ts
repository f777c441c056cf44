import { mkdtemp, readdir, rm, stat, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMissingRenditions, detectImageType, IMAGE_WIDTHS, storeImage } from './images.ts';
import { localStorage } from './storage/local.ts';

const solid = () =>
  sharp({ create: { width: 1600, height: 2000, channels: 3, background: { r: 128, g: 0, b: 0 } } });

describe('detectImageType', () => {
  it('recognises jpeg, png and webp by their bytes', async () => {
    expect(detectImageType(await solid().jpeg().toBuffer())).toBe('jpeg');
    expect(detectImageType(await solid().png().toBuffer())).toBe('png');
    expect(detectImageType(await solid().webp().toBuffer())).toBe('webp');
  });

  it('rejects a text file whatever its name', () => {
    const fakeJpg = Buffer.from('this is not an image, even if it is called photo.jpg\n');
    expect(detectImageType(fakeJpg)).toBeNull();
    expect(detectImageType(Buffer.alloc(0))).toBeNull();
    expect(detectImageType(Buffer.from('RIFF0000WAVE'))).toBeNull();
  });
});

/** The local storage with its photos in `dir` (lib/storage/local.ts). */
const at = (dir: string) => localStorage({ uploadsDir: dir, documentsDir: join(dir, '..', 'documents') });

describe('storeImage', () => {
  let dir: string;
  beforeAll(async () => {
    dir = join(await mkdtemp(join(tmpdir(), 'zariya-images-')), 'uploads');
  });
  afterAll(async () => {
    await rm(join(dir, '..'), { recursive: true, force: true });
  });

  it('writes the main file and one per width, and returns the server path', async () => {
    const path = await storeImage(at(dir), await solid().jpeg().toBuffer());
    const match = /^\/uploads\/([0-9a-f]{32})\.webp$/.exec(path);
    expect(match).not.toBeNull();
    const name = match![1];
    const files = (await readdir(dir)).sort();
    expect(files).toEqual(
      [`${name}-200.webp`, `${name}-400.webp`, `${name}-800.webp`, `${name}.webp`].sort(),
    );
    expect((await sharp(join(dir, `${name}.webp`)).metadata()).width).toBe(1200);
    for (const w of IMAGE_WIDTHS) {
      const meta = await sharp(join(dir, `${name}-${w}.webp`)).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(w);
    }
  });

  it('does not enlarge small images and refuses non-images', async () => {
    const small = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const path = await storeImage(at(dir), small);
    const meta = await sharp(join(dir, path.replace('/uploads/', ''))).metadata();
    expect(meta.width).toBe(300);
    await expect(storeImage(at(dir), Buffer.from('not an image'))).rejects.toThrow();
  });

  it('adds the renditions an older upload lacks, from its main file, and leaves complete ones alone', async () => {
    const path = await storeImage(at(dir), await solid().jpeg().toBuffer());
    const name = path.replace('/uploads/', '').replace('.webp', '');
    // As stored by a release without the 200 px rendition.
    await unlink(join(dir, `${name}-200.webp`));
    const before = (await stat(join(dir, `${name}-400.webp`))).mtimeMs;
    expect(await addMissingRenditions(at(dir))).toBe(1);
    const meta = await sharp(join(dir, `${name}-200.webp`)).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(200);
    expect((await stat(join(dir, `${name}-400.webp`))).mtimeMs).toBe(before);
    expect(await addMissingRenditions(at(dir))).toBe(0);
    expect(await addMissingRenditions(at(join(dir, 'missing')))).toBe(0);
  });
});

describe('shared image URLs', () => {
  it('builds srcset and sized URLs for pipeline files', async () => {
    const { imageSrcSet, imageUrl } = await import('@zariya/shared/images');
    expect(imageSrcSet('/uploads/x.webp')).toBe(
      '/api/uploads/x-200.webp 200w, /api/uploads/x-400.webp 400w, /api/uploads/x-800.webp 800w, /api/uploads/x.webp 1200w',
    );
    expect(imageUrl('/uploads/x.webp')).toBe('/api/uploads/x.webp');
    expect(imageUrl('/uploads/x.webp', 400)).toBe('/api/uploads/x-400.webp');
    expect(imageUrl('/uploads/x.webp', 800, '')).toBe('/uploads/x-800.webp');
    expect(imageSrcSet('/uploads/legacy.png')).toBe('/api/uploads/legacy.png');
    expect(imageUrl('/uploads/legacy.png', 400)).toBe('/api/uploads/legacy.png');
  });
});
