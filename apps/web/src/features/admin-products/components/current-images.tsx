import { PhotoControls } from './photo-controls';
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
          <PhotoControls
            index={index}
            onMakeMain={() => onChange([path, ...images.filter((p) => p !== path)])}
            onRemove={images.length > 1 ? () => onChange(images.filter((p) => p !== path)) : undefined}
          />
        </li>
      ))}
    </ul>
  );
}
