import { type IMAGE_WIDTHS, imageSrcSet, imageUrl } from '@zariya/shared/images';

/**
 * What every product photo's <img> carries: the `file`-px rendition as src and a 4:5 box `box` px wide (so the page
 * does not move while it loads). With `sizes`, every rendition in srcset too, so the browser picks for the screen.
 */
export function photoAttributes(
  path: string,
  file: (typeof IMAGE_WIDTHS)[number],
  box: number,
  sizes?: string,
): { src: string; srcSet?: string; sizes?: string; width: number; height: number } {
  return {
    src: imageUrl(path, file),
    ...(sizes ? { srcSet: imageSrcSet(path), sizes } : {}),
    width: box,
    height: Math.round(box * 1.25),
  };
}
