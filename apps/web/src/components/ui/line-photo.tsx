import { cn } from '../../lib/cn';
import { photoAttributes } from '../../lib/photo-attributes';

/**
 * A product's small photo in a line of a list (an order's items, search suggestions), loaded lazily; a product
 * with no photo keeps an empty box of the same size, so the lines stay aligned.
 */
export function LinePhoto({
  path,
  box,
  className,
  photoClassName,
  blankClassName,
}: {
  path: string | null | undefined;
  /** The photo's width in px (the box is 4:5). */
  box: number;
  /** Size and shape of both the photo and the empty box. */
  className: string;
  /** Added to the photo only. */
  photoClassName?: string;
  /** Added to the empty box only. */
  blankClassName?: string;
}) {
  return path ? (
    <img
      {...photoAttributes(path, 200, box)}
      alt=""
      loading="lazy"
      className={cn(className, 'object-cover', photoClassName)}
    />
  ) : (
    <span aria-hidden="true" className={cn(className, blankClassName)} />
  );
}
