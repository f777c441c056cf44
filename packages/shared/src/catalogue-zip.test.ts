import { describe, expect, it } from 'vitest';
import { type CatalogueLookups, checkCatalogueCsv, SHOPIFY_CSV_COLUMNS } from './catalogue-csv.ts';
import {
  findZipEntry,
  isZipClutter,
  isZipPhotoName,
  unsafeZipName,
  withProblems,
  zipPhotoNames,
  zipPhotoProblems,
} from './catalogue-zip.ts';
import { toCsv } from './csv.ts';

const emptyShop: CatalogueLookups = { skuOwner: () => undefined, handleOwner: () => undefined };

describe('photos from a zip', () => {
  it('tells a zip name from an address and a stored photo', () => {
    expect(isZipPhotoName('saree-01.jpg')).toBe(true);
    expect(isZipPhotoName('folder/saree-01.jpg')).toBe(true);
    expect(isZipPhotoName('https://cdn.example.com/a.jpg')).toBe(false);
    expect(isZipPhotoName('HTTP://cdn.example.com/a.jpg')).toBe(false);
    expect(isZipPhotoName('/uploads/ab.webp')).toBe(false);
    expect(isZipPhotoName('  ')).toBe(false);
  });

  it('refuses names that lead outside the zip', () => {
    expect(unsafeZipName('photos/saree-01.jpg')).toBeNull();
    expect(unsafeZipName('../etc/passwd')).toMatch(/\.\./);
    expect(unsafeZipName('photos/../../x.jpg')).toMatch(/\.\./);
    expect(unsafeZipName('/etc/x.jpg')).toMatch(/absolute/);
    expect(unsafeZipName('C:/x.jpg')).toMatch(/drive/);
    expect(unsafeZipName('a\\..\\x.jpg')).toMatch(/backslash/);
    expect(unsafeZipName('a\u0000.jpg')).toMatch(/control/);
    expect(unsafeZipName('saree..01.jpg')).toBeNull();
  });

  it('finds an entry by its path or, for a bare name, in any one folder', () => {
    const entries = [
      'photos/',
      'photos/Saree-01.JPG',
      'kurta.png',
      'a/x.jpg',
      'b/x.jpg',
      '__MACOSX/._kurta.png',
    ];
    expect(findZipEntry('saree-01.jpg', entries)).toEqual({ entry: 'photos/Saree-01.JPG' });
    expect(findZipEntry('photos/saree-01.jpg', entries)).toEqual({ entry: 'photos/Saree-01.JPG' });
    expect(findZipEntry('./kurta.png', entries)).toEqual({ entry: 'kurta.png' });
    expect(findZipEntry('other/kurta.png', entries)).toEqual({ missing: true });
    expect(findZipEntry('x.jpg', entries)).toEqual({ ambiguous: ['a/x.jpg', 'b/x.jpg'] });
    expect(findZipEntry('a/x.jpg', entries)).toEqual({ entry: 'a/x.jpg' });
    expect(findZipEntry('nothing.jpg', entries)).toEqual({ missing: true });
    expect(isZipClutter('__MACOSX/._kurta.png')).toBe(true);
    expect(isZipClutter('photos/.DS_Store')).toBe(true);
    expect(isZipClutter('photos/')).toBe(true);
  });

  it('reports a photo missing from the zip, or not an image, at its row and column', () => {
    const rows = [
      ['saree', 'Saree', 'Weave', 'Saree', 'TRUE', 'SAR-1', '2499', 'saree-01.jpg'],
      ['saree', '', '', '', '', '', '', 'folder/saree-02.jpg'],
      ['kurta', 'Kurta', 'Weave', 'Women Ethnic', 'TRUE', 'KUR-1', '999', 'notes.txt'],
      ['dupatta', 'Dupatta', 'Weave', 'Accessories', 'TRUE', 'DUP-1', '499', 'https://example.com/d.jpg'],
    ].map((r) => ({
      Handle: r[0],
      Title: r[1],
      Vendor: r[2],
      Type: r[3],
      Published: r[4],
      'Variant SKU': r[5],
      'Variant Price': r[6],
      'Image Src': r[7],
    }));
    const csv = toCsv(
      [...SHOPIFY_CSV_COLUMNS],
      rows.map((r) => SHOPIFY_CSV_COLUMNS.map((c) => (r as Record<string, string>)[c] ?? '')),
    );
    const check = checkCatalogueCsv(csv, emptyShop);
    expect(check.problems).toEqual([]);
    expect(zipPhotoNames(check.products)).toEqual(['saree-01.jpg', 'folder/saree-02.jpg', 'notes.txt']);
    const found = (name: string) =>
      name === 'saree-01.jpg'
        ? ({ kind: 'image' } as const)
        : name === 'notes.txt'
          ? ({ kind: 'not-image' } as const)
          : ({ missing: true } as const);
    const problems = zipPhotoProblems(check.products, found);
    expect(problems.map((p) => [p.row, p.column, p.code])).toEqual([
      [3, 'Image Src', 'PHOTO_MISSING'],
      [4, 'Image Src', 'PHOTO_NOT_IMAGE'],
    ]);
    // Without a zip every named file is missing; the address is the job's to fetch.
    expect(zipPhotoProblems(check.products, () => null).map((p) => p.row)).toEqual([2, 3, 4]);
    const merged = withProblems(check, problems);
    expect(merged.problemCount).toBe(2);
    expect(merged.problems[0].message).toBe('The zip has no photo "folder/saree-02.jpg".');
  });
});
