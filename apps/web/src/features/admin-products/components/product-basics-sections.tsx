import { CATEGORIES } from '@zariya/shared/constants';
import { useState } from 'react';
import { draftFields } from '../../../components/forms/draft-fields';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Switch } from '../../../components/ui/switch';
import { Textarea } from '../../../components/ui/textarea';
import { FormSection } from './form-section';

/** The plain fields both product forms share; numbers stay text until the shared schema reads them. */
export type BasicsDraft = {
  brandname: string;
  productname: string;
  category: string;
  description: string;
  new_price: string;
  old_price: string;
  material: string;
  hsn_code: string;
  stock: string;
  available: boolean;
};

export const EMPTY_BASICS: BasicsDraft = {
  brandname: '',
  productname: '',
  category: '',
  description: '',
  new_price: '',
  old_price: '',
  material: '',
  hsn_code: '',
  // Empty, so that the owner enters the count she has (issue 32 item 17: a default of 1 went unnoticed).
  stock: '',
  available: true,
};

/** The add form asks for a count; the edit form may leave it empty (pieces not counted, decision 0020). */
export const STOCK_REQUIRED_MESSAGE = 'Please enter how many pieces you have in stock (0 if none yet).';

/** A product form's messages by field name: the basics' and the rest of the form's (sizes, photos, variants). */
export type FieldErrors = Record<string, string | undefined>;

/**
 * The basics' draft and the whole form's messages, for both product forms: `set` changes a field and clears its
 * message, `reset` goes back to `initial` with no messages. ProductBasicsSections takes it whole as its `form`.
 */
export function useBasicsDraft(initial: () => BasicsDraft) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = <K extends keyof BasicsDraft>(field: K, value: BasicsDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const reset = () => {
    setDraft(initial());
    setErrors({});
  };
  return { draft, set, errors, setErrors, reset };
}

type Props = {
  form: Pick<ReturnType<typeof useBasicsDraft>, 'draft' | 'set' | 'errors'>;
  /** The add form: a stock count must be entered. */
  stockRequired?: boolean;
  /** A line under 'Price and stock'. */
  pricingNote?: string;
  /** The product counts per size and colour: its stock is the grid's sum, not typed here. */
  stockPerVariant?: boolean;
  /** The grid's sum, shown in the (locked) stock field while counting per size and colour. */
  stockSum?: number | null;
};

const CATEGORY_OPTIONS = [
  { value: '', label: 'Choose a category' },
  ...CATEGORIES.map((c) => ({ value: c, label: c })),
];

/** The 'About the product' and 'Price and stock' sections both product forms open with. */
export function ProductBasicsSections({
  form: { draft, set, errors },
  stockRequired = false,
  pricingNote,
  stockPerVariant = false,
  stockSum = null,
}: Props) {
  const field = draftFields(draft, set, errors);
  return (
    <>
      <FormSection title="About the product">
        <div className="grid gap-4 sm:grid-cols-2">
          <Input label="Brand name" required {...field('brandname')} />
          <Input label="Product name" required {...field('productname')} />
          <Select label="Category" required options={CATEGORY_OPTIONS} {...field('category')} />
          <Input label="Material" required placeholder="e.g. Pure Silk" {...field('material')} />
          <Input
            label="HSN code (optional)"
            inputMode="numeric"
            placeholder="e.g. 5407"
            hint="4, 6 or 8 digits for the tax invoice; leave empty for the category's default in GST settings."
            {...field('hsn_code')}
          />
          <Textarea label="Description" className="sm:col-span-2" {...field('description')} />
        </div>
      </FormSection>
      <FormSection title="Price and stock" note={pricingNote}>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Input
            label="Offer price (new price)"
            required
            inputMode="numeric"
            prefix="₹"
            {...field('new_price')}
          />
          <Input
            label="MRP (old price)"
            inputMode="numeric"
            prefix="₹"
            hint="Optional; shown struck out"
            {...field('old_price')}
          />
          <Input
            label="Stock"
            required={stockRequired && !stockPerVariant}
            inputMode="numeric"
            placeholder={stockRequired && !stockPerVariant ? 'e.g. 5' : undefined}
            hint={
              stockPerVariant
                ? 'Counted per size and colour: the sum of the variant grid below'
                : stockRequired
                  ? 'Pieces you have now; each order counts it down'
                  : 'Leave empty to sell while available without counting pieces'
            }
            {...field('stock')}
            {...(stockPerVariant
              ? { value: stockSum === null ? '' : String(stockSum), error: undefined }
              : {})}
            disabled={stockPerVariant}
          />
          <div>
            <span id="available-label" className="mb-1.5 block text-sm font-medium text-ink-700">
              Available for sale
            </span>
            <Switch
              labelledBy="available-label"
              checked={draft.available}
              onChange={(checked) => set('available', checked)}
            />
          </div>
        </div>
      </FormSection>
    </>
  );
}
