import { Star, X } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';

const corner =
  'absolute inline-flex size-8 items-center justify-center rounded-full bg-ivory-50/90 shadow-soft';

/**
 * The controls over photo `index` in a grid of a product's photos: 'Main' on the first, a star to make any other
 * the main one, and a cross to remove it (when `onRemove` is given). `hoverClassName` lights the buttons on hover.
 */
export function PhotoControls({
  index,
  onMakeMain,
  onRemove,
  hoverClassName,
}: {
  index: number;
  onMakeMain: () => void;
  onRemove?: () => void;
  hoverClassName?: string;
}) {
  return (
    <>
      {index === 0 ? (
        <Badge tone="plum" className="absolute bottom-1.5 left-1.5">
          Main
        </Badge>
      ) : (
        <button
          type="button"
          onClick={onMakeMain}
          aria-label={`Make photo ${index + 1} the main photo`}
          className={cn(corner, 'bottom-1 left-1 text-plum-800', hoverClassName)}
        >
          <Star aria-hidden="true" className="size-4" />
        </button>
      )}
      {onRemove ? (
        <button
          type="button"
          onClick={onRemove}
          aria-label={`Remove photo ${index + 1}`}
          className={cn(corner, 'top-1 right-1 text-ink-900', hoverClassName)}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </>
  );
}
