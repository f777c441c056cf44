import { cn } from '../../lib/cn';
import { photoAttributes } from '../../lib/photo-attributes';

const SIZES = {
  /** A search suggestion's. */
  sm: { box: 32, frame: 'h-10 w-8 shrink-0 rounded', photo: undefined, blank: 'bg-ivory-200' },
  /** An order item's on the owner's order desk. */
  md: {
    box: 48,
    frame: 'aspect-[4/5] w-12 shrink-0 rounded-md bg-rose-50',
    photo: 'ring-1 ring-ivory-300',
    blank: undefined,
  },
} as const;

/**
 * A product's small photo in a line of a list (search suggestions, an order's items), loaded lazily; a product
 * with no photo keeps an empty box of the same size, so the lines stay aligned.
 */
export function LinePhoto({ path, size }: { path: string | null | undefined; size: keyof typeof SIZES }) {
  const { box, frame, photo, blank } = SIZES[size];
  return path ? (
    <img
      {...photoAttributes(path, 200, box)}
      alt=""
      loading="lazy"
      className={cn(frame, 'object-cover', photo)}
    />
  ) : (
    <span aria-hidden="true" className={cn(frame, blank)} />
  );
}
