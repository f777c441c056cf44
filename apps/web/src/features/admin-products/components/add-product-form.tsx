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
import { FormButtons, FormSection } from './form-section';
import { ImagePicker, useChosenImages } from './image-picker';
import {
  type BasicsDraft,
  EMPTY_BASICS,
  ProductBasicsSections,
  STOCK_REQUIRED_MESSAGE,
} from './product-basics-sections';
import { type SpecRow, SpecificationsSection } from './specifications-editor';

const SIZE_PRESETS = ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'Free Size'];

/** /addproduct: every field of product rules §3 Product, checked by the same schema the server uses. */
export function AddProductForm() {
  const [basics, setBasics] = useState<BasicsDraft>(EMPTY_BASICS);
  const [sizes, setSizes] = useState<string[]>([]);
  const [colors, setColors] = useState<string[]>([]);
  const [specifications, setSpecifications] = useState<SpecRow[]>([]);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const images = useChosenImages();
  const add = useAddProduct();

  const set = <K extends keyof BasicsDraft>(field: K, value: BasicsDraft[K]) => {
    setBasics((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const reset = () => {
    setBasics(EMPTY_BASICS);
    setSizes([]);
    setColors([]);
    setSpecifications([]);
    setErrors({});
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
    if (basics.stock.trim() === '') found.stock ??= STOCK_REQUIRED_MESSAGE;
    if (found.category && !basics.category) found.category = 'Please choose a category.';
    setErrors(found);
    if (Object.keys(found).length > 0) focusFirstInvalid(event.currentTarget);
    if (!parsed.success || found.images || found.stock) {
      toast.error('Please check the highlighted fields.');
      return;
    }
    add.mutate(
      { product: parsed.data, images: images.images.map((image) => image.file) },
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
        draft={basics}
        set={set}
        errors={errors}
        stockRequired
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
