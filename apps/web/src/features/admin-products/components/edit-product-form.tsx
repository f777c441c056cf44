import { ProductUpdateSchema } from '@zariya/shared/catalog';
import { MESSAGES } from '@zariya/shared/constants';
import type { Product } from '@zariya/shared/product';
import { Save } from 'lucide-react';
import { type FormEvent, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { useUpdateProduct } from '../api/update-product';
import {
  changedFields,
  filledSpecifications,
  focusFirstInvalid,
  isAllowedColour,
  issuesByField,
  splitList,
} from '../product-form-values';
import { storeProductToEdit } from '../product-to-edit';
import { ColourSwatches } from './colour-input';
import { CurrentImages } from './current-images';
import { FormButtons, FormSection } from './form-section';
import { type BasicsDraft, ProductBasicsSections, useBasicsDraft } from './product-basics-sections';
import { SpecificationsSection, specRows } from './specifications-editor';
import { ColourPhotosSection } from './colour-photos-section';
import { StockHistoryPanel } from './stock-history-panel';
import { VariantGridSection } from './variant-grid-section';

function basicsOf(product: Product): BasicsDraft {
  return {
    brandname: product.brandname,
    productname: product.productname,
    category: product.category,
    description: product.description,
    new_price: String(product.new_price),
    old_price: product.old_price === null ? '' : String(product.old_price),
    material: product.material,
    hsn_code: product.hsn_code ?? '',
    stock: product.stock === null ? '' : String(product.stock),
    available: product.available,
  };
}

/** The form's values of a product, as the update schema reads them. */
function formInput(product: Product) {
  return {
    ...basicsOf(product),
    sizes: product.sizes,
    colors: product.colors,
    specifications: product.specifications,
    images: product.images,
  };
}

/**
 * /edit-product: the stored product's fields (product rules §5). Save Changes sends what the owner changed and the version
 * she opened; when the product changed meanwhile the server refuses it and `onStale` loads the latest.
 */
export function EditProductForm({
  product,
  backTo,
  onStale,
}: {
  product: Product;
  /** The product list to go back to, with its search. */
  backTo: string;
  onStale: (message: string) => void;
}) {
  const navigate = useNavigate();
  const opened = useMemo(() => ProductUpdateSchema.safeParse(formInput(product)), [product]);
  const update = useUpdateProduct();
  const form = useBasicsDraft(() => basicsOf(product));
  const { draft: basics, errors, setErrors } = form;
  const [sizes, setSizes] = useState(product.sizes.join(', '));
  const [colors, setColors] = useState(product.colors.join(', '));
  const [specifications, setSpecifications] = useState(() => specRows(product.specifications));
  const [images, setImages] = useState(product.images);
  const split = product.stockMode === 'split';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ProductUpdateSchema.safeParse({
      ...basics,
      sizes: splitList(sizes),
      colors: splitList(colors),
      specifications: filledSpecifications(specifications),
      images,
    });
    const found = parsed.success ? {} : issuesByField(parsed.error.issues);
    const badColour = splitList(colors).find((c) => !isAllowedColour(c));
    if (badColour) found.colors = `"${badColour}" is not a colour name or a 6-digit hex code (like #800000).`;
    if (found.category && !basics.category) found.category = 'Please choose a category.';
    setErrors(found);
    if (Object.keys(found).length > 0) focusFirstInvalid(event.currentTarget);
    if (!parsed.success || badColour) return;
    // Only what she changed goes back (a product the shop could not read whole is sent whole). A product counted
    // per size and colour never sends its stock: the variant grid owns it.
    const changes = opened.success ? changedFields(opened.data, parsed.data) : parsed.data;
    if (split) delete changes.stock;
    if (Object.keys(changes).length === 0) {
      toast.info('Nothing has changed yet.');
      return;
    }
    update.mutate(
      { id: product.id, changes: { ...changes, version: product.version } },
      {
        onSuccess: ({ product: saved }) => {
          storeProductToEdit(saved);
          toast.success(MESSAGES.productUpdated);
          navigate(backTo);
        },
        onError: (error) => {
          console.error('Product update failed', error);
          if (error instanceof ApiError && error.code === 'PRODUCT_CHANGED') return onStale(error.message);
          toast.error(`Failed to update product. Error: ${error.message || 'Unknown error'}`);
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <ProductBasicsSections form={form} stockPerVariant={split} stockSum={product.stock} />
      <FormSection
        title="Sizes and colours"
        note="Separate several with commas; spaces around them are ignored."
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <Input
            label="Sizes"
            value={sizes}
            onChange={(e) => setSizes(e.target.value)}
            error={errors.sizes}
          />
          <Input
            label="Colours"
            value={colors}
            onChange={(e) => setColors(e.target.value)}
            hint="Colour names (Maroon, Rani Pink), 6-digit hex codes or 'As per the image'"
            error={errors.colors}
          />
        </div>
        <div className="mt-3 space-y-2">
          <ColourSwatches
            chosen={splitList(colors)}
            onPick={(name) => {
              setColors((current) => [...splitList(current), name].join(', '));
              setErrors((current) => ({ ...current, colors: undefined }));
            }}
          />
        </div>
      </FormSection>
      <VariantGridSection product={product} />
      <ColourPhotosSection product={product} />
      <SpecificationsSection rows={specifications} onChange={setSpecifications} errors={errors} />
      <FormSection title="Photos" note="Remove a photo or choose the main one.">
        <CurrentImages images={images} onChange={setImages} />
      </FormSection>
      <FormButtons
        secondary={{ label: 'Cancel', onClick: () => navigate(backTo) }}
        submit="Save Changes"
        icon={Save}
        pending={update.isPending}
      />
      <StockHistoryPanel productId={product.id} />
    </form>
  );
}
