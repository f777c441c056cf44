import { describe, expect, it } from 'vitest';
import { photoAttributes } from './photo-attributes';

describe('photoAttributes', () => {
  it('gives the rendition, a 4:5 box and, with sizes, every rendition', () => {
    const attrs = photoAttributes('/uploads/abc.webp', 200, 80, '8rem');
    expect(attrs).toMatchObject({ src: '/api/uploads/abc-200.webp', sizes: '8rem', width: 80, height: 100 });
    expect(attrs.srcSet).toContain('/api/uploads/abc-800.webp 800w');
  });

  it('leaves srcset out without sizes, so a small thumbnail is not swapped for a large file', () => {
    expect(photoAttributes('/uploads/abc.webp', 200, 32)).toEqual({
      src: '/api/uploads/abc-200.webp',
      width: 32,
      height: 40,
    });
  });
});
