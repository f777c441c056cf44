// The edit page's photos per colour (decision 0043): for each of the product's saved colours, its saved photos as
// toggle buttons — the ones chosen are what the product page shows for that colour (none chosen: all of them).
// Saved on its own (PUT /api/admin/products/:id/color-images), checked first by the shared colorImagesRefusal.
import type { Product } from '@zariya/shared/product';
import { colorImagesRefusal } from '@zariya/shared/variant-rules';
import { Check, Images } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { useSaveColorImages } from '../api/variants';
import { FieldError, FormSection } from './form-section';
import { ProductThumb } from './product-thumb';

/** The saved map, each colour's photos in the product's order. */
function savedDraft(product: Product): Record<string, string[]> {
  const draft: Record<string, string[]> = {};
  for (const colour of product.colors) {
    const chosen = new Set(product.colorImages?.[colour] ?? []);
    draft[colour] = product.images.filter((path) => chosen.has(path));
  }
  return draft;
}

export function ColourPhotosSection({ product }: { product: Product }) {
  const { t } = useT();
  const save = useSaveColorImages(product.id);
  const [draft, setDraft] = useState(() => savedDraft(product));
  const [failure, setFailure] = useState<string | null>(null);

  if (product.colors.length === 0 || product.images.length === 0) return null;

  const toggle = (colour: string, path: string) => {
    setFailure(null);
    setDraft((current) => {
      const chosen = new Set(current[colour] ?? []);
      if (chosen.has(path)) chosen.delete(path);
      else chosen.add(path);
      return { ...current, [colour]: product.images.filter((p) => chosen.has(p)) };
    });
  };

  const onSave = () => {
    setFailure(null);
    const map = Object.fromEntries(
      product.colors.map((colour) => [colour, draft[colour] ?? []]).filter(([, paths]) => paths.length > 0),
    );
    const refusal = colorImagesRefusal(product, map);
    if (refusal) {
      setFailure(refusal.message);
      return;
    }
    save.mutate(map, {
      onSuccess: () => toast.success(t('Photos per colour saved.')),
      onError: (error) =>
        setFailure(errorMessage(error, t('Could not save the photos per colour. Please try again.'))),
    });
  };

  return (
    <FormSection
      title={t('Photos per colour')}
      note={t(
        'Choose the photos the product page shows for each colour; a colour with none chosen shows all of them. New photos or colours appear here once the product is saved.',
      )}
    >
      <div className="space-y-4">
        {product.colors.map((colour) => (
          <fieldset key={colour} className="space-y-2">
            <legend className="text-sm font-medium text-ink-800">
              {colour}{' '}
              <span className="font-normal text-ink-500">
                {(draft[colour]?.length ?? 0) === 0
                  ? t('all photos')
                  : t('{{n}} chosen', { n: draft[colour]?.length ?? 0 })}
              </span>
            </legend>
            <div className="flex flex-wrap gap-2">
              {product.images.map((path, index) => {
                const pressed = draft[colour]?.includes(path) ?? false;
                return (
                  <button
                    key={path}
                    type="button"
                    aria-pressed={pressed}
                    aria-label={t('{{color}}: photo {{n}}', { color: colour, n: index + 1 })}
                    onClick={() => toggle(colour, path)}
                    className={cn(
                      'relative w-16 rounded-md p-0.5 ring-2 focus-visible:outline-2 focus-visible:outline-plum-800',
                      pressed ? 'ring-plum-800' : 'ring-transparent opacity-70 hover:opacity-100',
                    )}
                  >
                    <ProductThumb path={path} className="w-full" />
                    {pressed ? (
                      <Check
                        aria-hidden="true"
                        className="absolute top-1 right-1 size-4 rounded-full bg-plum-800 p-0.5 text-white"
                      />
                    ) : null}
                  </button>
                );
              })}
            </div>
          </fieldset>
        ))}
      </div>
      <FieldError message={failure ?? undefined} />
      <div className="flex justify-end">
        <Button type="button" onClick={onSave} disabled={save.isPending} loading={save.isPending}>
          <Images aria-hidden="true" className="size-4" /> {t('Save photos per colour')}
        </Button>
      </div>
    </FormSection>
  );
}
