import { Star, X } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { ProductThumb } from './product-thumb';

/** The product's stored photos on the edit form: drop one or make it the main photo (at least one stays). */
export function CurrentImages({
  images,
  onChange,
}: {
  images: string[];
  onChange: (images: string[]) => void;
}) {
  return (
    <ul aria-label="Product photos" className="grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-8">
      {images.map((path, index) => (
        <li key={path} className="relative">
          <ProductThumb path={path} className="w-full" />
          {index === 0 ? (
            <Badge tone="plum" className="absolute bottom-1.5 left-1.5">
              Main
            </Badge>
          ) : (
            <button
              type="button"
              onClick={() => onChange([path, ...images.filter((p) => p !== path)])}
              aria-label={`Make photo ${index + 1} the main photo`}
              className="absolute bottom-1 left-1 inline-flex size-8 items-center justify-center rounded-full bg-ivory-50/90 text-plum-800 shadow-soft"
            >
              <Star aria-hidden="true" className="size-4" />
            </button>
          )}
          {images.length > 1 ? (
            <button
              type="button"
              onClick={() => onChange(images.filter((p) => p !== path))}
              aria-label={`Remove photo ${index + 1}`}
              className="absolute top-1 right-1 inline-flex size-8 items-center justify-center rounded-full bg-ivory-50/90 text-ink-900 shadow-soft"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
