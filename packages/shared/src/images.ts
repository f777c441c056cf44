// Responsive image URLs for files written by the server's image pipeline.

// 200 px serves the small thumbnails (gallery strip, cart and order lines: 80–112 px wide on a 2× screen).
export const IMAGE_WIDTHS = [200, 400, 800] as const;
type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** The width of the main `<name>.webp` file (largest rendition). */
export const IMAGE_MAX_WIDTH = 1200;

const UPLOAD_PATH = /^\/uploads\/([A-Za-z0-9_-]+)\.webp$/;

function join(apiBase: string, path: string): string {
  return `${apiBase.replace(/\/+$/, '')}${path}`;
}

/** URL of an uploaded image; with `width`, the matching smaller rendition when the path is a pipeline file. */
export function imageUrl(path: string, width?: ImageWidth, apiBase = '/api'): string {
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  const match = UPLOAD_PATH.exec(path);
  if (width && match) return join(apiBase, `/uploads/${match[1]}-${width}.webp`);
  return join(apiBase, path);
}

/** `srcset` listing every rendition; a path the pipeline did not write gets just its URL. */
export function imageSrcSet(path: string, apiBase = '/api'): string {
  if (!UPLOAD_PATH.test(path)) return imageUrl(path, undefined, apiBase);
  return [
    ...IMAGE_WIDTHS.map((w) => `${imageUrl(path, w, apiBase)} ${w}w`),
    `${imageUrl(path, undefined, apiBase)} ${IMAGE_MAX_WIDTH}w`,
  ].join(', ');
}
