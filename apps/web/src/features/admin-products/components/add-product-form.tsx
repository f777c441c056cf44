import { ProductCreateSchema } from '@zariya/shared/catalog';
import { MESSAGES } from '@zariya/shared/constants';
import { PackagePlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../../lib/api-client';
import { useAddProduct } from '../api/add-product';
import { filledSpecifications, focusFirstInvalid, issuesByField } from '../product-form-values';
import { ChipsInput } from './chips-input';
import { ColourInput } from './colour-input';
import { FieldError, FormButtons, FormSection } from './form-section';
import { ImagePicker, useChosenImages } from './image-picker';
import {
  EMPTY_BASICS,
  ProductBasicsSections,
  STOCK_REQUIRED_MESSAGE,
  useBasicsDraft,
} from './product-basics-sections';
import { type SpecRow, SpecificationsSection } from './specifications-editor';
import { checkGrid, draftSum, type GridDraft, gridDraft } from '../variant-grid-values';
import { VariantGrid } from './variant-grid';

const SIZE_PRESETS = ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'Free Size'];

/** Whether the owner changed any cell (left one out, gave a price or an SKU): only then the grid is sent pooled. */
const gridTouched = (grid: GridDraft) =>
  Object.values(grid.cells).some(
    (c) => !c.made || c.price.trim() !== '' || c.oldPrice.trim() !== '' || c.sku.trim() !== '',
  );

/** /addproduct: every field of product rules §3 Product, checked by the same schema the server uses. */
export function AddProductForm() {
  const form = useBasicsDraft(() => EMPTY_BASICS);
  const { draft: basics, errors, setErrors } = form;
  const [sizes, setSizes] = useState<string[]>([]);
  const [colors, setColors] = useState<string[]>([]);
  const [specifications, setSpecifications] = useState<SpecRow[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [grid, setGrid] = useState<GridDraft>(() => gridDraft([], []));
  const [cellErrors, setCellErrors] = useState<Record<string, string>>({});
  const images = useChosenImages();
  const add = useAddProduct();

  const reset = () => {
    form.reset();
    setSizes([]);
    setColors([]);
    setSpecifications([]);
    setGrid(gridDraft([], []));
    setCellErrors({});
    images.clear();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const parsed = ProductCreateSchema.safeParse({
      ...basics,
      sizes,
      colors,
      specifications: filledSpecifications(specifications),
    });
    const found = parsed.success ? {} : issuesByField(parsed.error.issues);
    if (images.images.length === 0) found.images = 'Please add at least one product image.';
    if (basics.stock.trim() === '' && !grid.split) found.stock ??= STOCK_REQUIRED_MESSAGE;
    if (grid.split) delete found.stock;
    const checked = checkGrid(grid, { sizes, colors: colors, stockMode: 'pooled' });
    setCellErrors(checked.ok ? {} : checked.cellErrors);
    if (!checked.ok) found.variants = checked.formError ?? 'Please check the highlighted sizes and colours.';
    if (found.category && !basics.category) found.category = 'Please choose a category.';
    setErrors(found);
    if (Object.keys(found).length > 0) focusFirstInvalid(event.currentTarget);
    if (!parsed.success || found.images || found.stock || !checked.ok) {
      toast.error('Please check the highlighted fields.');
      return;
    }
    const product = parsed.data;
    add.mutate(
      {
        product: grid.split ? { ...product, stock: undefined } : product,
        images: images.images.map((image) => image.file),
        grid: grid.split || gridTouched(grid) ? checked.grid : undefined,
      },
      {
        onSuccess: () => {
          toast.success(MESSAGES.productAdded);
          reset();
          window.scrollTo({ top: 0, behavior: 'smooth' });
        },
        onError: (error) => {
          console.error('Product add failed', error);
          const message = errorMessage(error, 'Could not add the product. Please try again.');
          setFailure(message);
          toast.error(message);
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <ProductBasicsSections
        form={form}
        stockRequired
        stockPerVariant={grid.split}
        stockSum={draftSum(grid, sizes, colors)}
        pricingNote="Whole rupees. The % off label comes from the two prices."
      />
      <FormSection title="Sizes and colours" note="Shoppers choose one of each before adding to the bag.">
        <ChipsInput
          label="Sizes"
          values={sizes}
          onChange={setSizes}
          placeholder="e.g. M, L, XL"
          hint="Type a size and press Enter; commas add several at once."
          presets={SIZE_PRESETS}
          error={errors.sizes}
        />
        <ColourInput values={colors} onChange={setColors} error={errors.colors} />
      </FormSection>
      <FormSection
        title="Variants"
        note="One cell for each size and colour: untick one you do not make; leave price and SKU empty for the product's price and a generated SKU."
      >
        <VariantGrid
          sizes={sizes}
          colors={colors}
          draft={grid}
          onChange={(next) => {
            setGrid(next);
            setCellErrors({});
            setErrors((current) => ({ ...current, variants: undefined, stock: undefined }));
          }}
          errors={cellErrors}
        />
        <FieldError message={errors.variants} />
      </FormSection>
      <SpecificationsSection rows={specifications} onChange={setSpecifications} errors={errors} />
      <FormSection title="Photos" note="The first photo is the main one on cards and the product page.">
        {/* The message goes once photos are chosen. */}
        <ImagePicker {...images} error={images.images.length > 0 ? undefined : errors.images} />
      </FormSection>
      {failure ? (
        <p role="alert" className="rounded-md bg-danger-50 px-3.5 py-2.5 text-sm font-medium text-danger-600">
          {failure}
        </p>
      ) : null}
      <FormButtons
        secondary={{ label: 'Clear form', onClick: reset, disabled: add.isPending }}
        submit="Add Product"
        icon={PackagePlus}
        pending={add.isPending}
      />
    </form>
  );
}
