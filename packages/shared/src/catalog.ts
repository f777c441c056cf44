// Catalogue contract: list, filter, facet, search and suggestion queries, and the admin product forms.
import { HSN_MESSAGE, HSN_PATTERN } from './gstin.ts';
import { z } from 'zod';
import { colourNameOf, isValidColour } from './colours.ts';
import { CATEGORIES, MAX_PRODUCT_IMAGES, PRICE_BANDS } from './constants.ts';
import { MAX_PAGE_SIZE, MAX_SEARCH_LENGTH, PRODUCT_SORTS, SEARCH_SORTS } from './listing.ts';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

type PriceBandId = (typeof PRICE_BANDS)[number]['id'];
export const PRICE_BAND_IDS = PRICE_BANDS.map((b) => b.id) as [PriceBandId, ...PriceBandId[]];

/** 'Minimum discount' bands: '30' means 30% off or more. */
export const DISCOUNT_BANDS = [10, 20, 30, 40, 50, 60, 70].map((min) => ({
  id: String(min),
  label: `${min}% and above`,
  min,
}));
/** Rating filter: n means floor(averageRating) ≥ n, i.e. 'n★ & above'. */
export const RATING_FILTERS = [4, 3, 2, 1] as const;
export const ratingFilterLabel = (n: number) => `${n}★ & above`;

/** True when a price (new_price, rupees) lies in a band: [min, max), the top band open-ended. */
export function priceInBand(price: number, bandId: PriceBandId): boolean {
  const index = PRICE_BANDS.findIndex((b) => b.id === bandId);
  const band = PRICE_BANDS[index];
  if (!band) return false;
  const isTop = index === PRICE_BANDS.length - 1;
  return price >= band.min && (isTop || price < band.max);
}

/** A colour name written with spaces ('Dark Green') is the CSS name without them. */
function asColour(value: string): string | null {
  const trimmed = value.trim();
  if (isValidColour(trimmed)) return trimmed;
  const joined = trimmed.replace(/\s+/g, '');
  return isValidColour(joined) ? joined : null;
}

/** A colour name (with or without spaces) or a 6-digit hex code. */
export const isColourFilterValue = (value: string) => asColour(value) !== null;

/**
 * How a colour is stored: colour names (CSS and Indian) as CamelCase labels ('DarkGreen', 'RaniPink', as the demo
 * catalogue writes them), hex codes as '#RRGGBB'; any other text ('As per the image') trimmed and kept.
 */
export function canonicalColour(value: string): string {
  const colour = asColour(value);
  return colour ? colourNameOf(colour).replaceAll(' ', '') : value.trim();
}

/** The spellings a stored colour may have, so that a filter for 'dark green' finds 'DarkGreen'. */
export function colourSpellings(value: string): string[] {
  const label = colourNameOf(asColour(value) ?? value);
  const forms = [value.trim(), label, label.replaceAll(' ', ''), label.toLowerCase()];
  forms.push(label.toLowerCase().replaceAll(' ', ''));
  if (label.startsWith('#')) forms.push(label.slice(1), label.slice(1).toLowerCase());
  return [...new Set(forms)];
}

// Query values arrive as repeated keys (?brand=a&brand=b), comma-separated text (?brand=a,b) or JSON arrays.
function toList(value: unknown): unknown {
  if (value === undefined || value === null) return undefined;
  const items = (Array.isArray(value) ? value : [value]).flatMap((v) =>
    typeof v === 'string' ? v.split(',') : [v],
  );
  const cleaned = items.map((v) => (typeof v === 'string' ? v.trim() : v)).filter((v) => v !== '');
  return cleaned.length > 0 ? cleaned : undefined;
}

const listOf = <T extends z.ZodType>(item: T) => z.preprocess(toList, z.array(item).max(50).optional());

// Several thresholds mean 'at least the smallest one'.
const lowestOf = (values: readonly number[], message: string) =>
  z.preprocess(
    toList,
    z
      .array(z.coerce.number({ error: message }).refine((n) => values.includes(n), { error: message }))
      .max(20)
      .optional()
      .transform((list) => (list ? Math.min(...list) : undefined)),
  );

const ProductFiltersSchema = z.object({
  brand: listOf(z.string().max(100)),
  color: listOf(
    z
      .string()
      .refine(isColourFilterValue, { error: 'Colour filter must be a colour name or a 6-digit hex code.' }),
  ),
  size: listOf(z.string().max(40)),
  price: listOf(z.enum(PRICE_BAND_IDS, { error: `Price band must be one of ${PRICE_BAND_IDS.join(', ')}.` })),
  discount: lowestOf(
    DISCOUNT_BANDS.map((b) => b.min),
    `Discount must be one of ${DISCOUNT_BANDS.map((b) => b.id).join(', ')}.`,
  ),
  rating: lowestOf([1, 2, 3, 4, 5], 'Rating must be a whole number from 1 to 5.'),
});
export type ProductFilters = z.infer<typeof ProductFiltersSchema>;
export type ProductFiltersInput = {
  brand?: string[];
  color?: string[];
  size?: string[];
  price?: PriceBandId[];
  discount?: number;
  rating?: number;
};
const FILTER_KEYS = ['brand', 'color', 'size', 'price', 'discount', 'rating'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

const paging = {
  page: z.coerce.number({ error: 'Page must be a number.' }).int().min(1).max(10_000).default(1),
  limit: z.coerce
    .number({ error: 'Limit must be a number.' })
    .int()
    .min(1)
    .max(MAX_PAGE_SIZE, { error: `Limit must be at most ${MAX_PAGE_SIZE}.` })
    .default(MAX_PAGE_SIZE),
};
const categoryField = z.enum(CATEGORIES, { error: 'Unknown category.' });

export const ProductListQuerySchema = ProductFiltersSchema.extend({
  category: categoryField.optional(),
  sort: z.enum(PRODUCT_SORTS, { error: 'Unknown sort order.' }).default('newest'),
  ...paging,
});

export const CategoryBodySchema = ProductListQuerySchema.extend({ category: categoryField });

const searchText = z
  .string({ error: 'Please enter something to search for.' })
  .trim()
  .min(1, { error: 'Please enter something to search for.' })
  .max(MAX_SEARCH_LENGTH, { error: `Search text can be at most ${MAX_SEARCH_LENGTH} characters.` });

export const SearchBodySchema = ProductFiltersSchema.extend({
  query: searchText,
  category: categoryField.optional(),
  sort: z.enum(SEARCH_SORTS, { error: 'Unknown sort order.' }).default('relevance'),
  ...paging,
});

/** Facets of a category page (category) or of search results (query); blank query means none. */
export const FacetsQuerySchema = ProductFiltersSchema.extend({
  category: categoryField.optional(),
  query: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    searchText.optional(),
  ),
});
export type FacetsQuery = z.infer<typeof FacetsQuerySchema>;

const FacetValueSchema = z.object({ value: z.string(), count: z.number().int() });
export const FacetsSchema = z.object({
  /** Products matching every current filter. */
  total: z.number().int(),
  brands: z.array(FacetValueSchema),
  /** `value` is what to send as `color`; `label` is the name to show ('Dark Green'). */
  colors: z.array(FacetValueSchema.extend({ label: z.string() })),
  sizes: z.array(FacetValueSchema),
  priceBands: z.array(z.object({ id: z.string(), label: z.string(), count: z.number().int() })),
  discountBands: z.array(z.object({ id: z.string(), label: z.string(), count: z.number().int() })),
  ratings: z.array(z.object({ value: z.number().int(), label: z.string(), count: z.number().int() })),
});
export type Facets = z.infer<typeof FacetsSchema>;

export const SuggestQuerySchema = z.object({
  q: z.string().max(MAX_SEARCH_LENGTH, { error: 'Search text is too long.' }).default(''),
});
export const SuggestionSchema = z.object({
  id: z.number().int(),
  productname: z.string(),
  brandname: z.string(),
  category: z.string(),
  /** The product's first photo (a stored path, '' when it has none): the suggestion's thumbnail. */
  image: z.string(),
});
export type Suggestion = z.infer<typeof SuggestionSchema>;

/** Query string for GET /api/products and /api/products/facets (repeated keys for lists). */
export function productQueryString(
  query: ProductFiltersInput & {
    category?: string;
    query?: string;
    sort?: string;
    page?: number;
    limit?: number;
  },
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  return params.toString();
}

// ---- Admin product forms (product rules §5): shared by the admin screens and the server. ----

const requiredText = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, { error: `${label} is required.` })
    .max(max, { error: `${label} can be at most ${max} characters.` });

const blankToUndefined = (v: unknown) =>
  v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v;

/** A number from JSON or a form field; missing or blank is told apart from not-a-number. */
const numberField = (label: string) =>
  z.preprocess(
    (v) => (blankToUndefined(v) === undefined ? undefined : typeof v === 'string' ? Number(v) : v),
    z.number({
      error: (issue) => (issue.input === undefined ? `${label} is required.` : `${label} must be a number.`),
    }),
  );

const rupees = (label: string) =>
  numberField(label)
    .refine(Number.isInteger, { error: `${label} must be a whole number of rupees.` })
    .refine((n) => n > 0 && n <= 10_000_000, { error: `${label} must be between 1 and 1,00,00,000.` });

const stockField = numberField('Stock')
  .refine(Number.isInteger, { error: 'Stock must be a whole number.' })
  .refine((n) => n >= 0, { error: 'Stock cannot be negative.' })
  .refine((n) => n <= 1_000_000, { error: 'Stock is too large.' });

const booleanish = z.preprocess(
  (v) => (v === 'true' ? true : v === 'false' ? false : v),
  z.boolean({ error: 'Available must be true or false.' }),
);

function uniqueList(label: string, canonical: (v: string) => string = (v) => v) {
  return (list: string[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    for (const item of list) {
      const key = canonical(item).toLowerCase();
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', message: `${label} must be unique: "${item}" is repeated.` });
      seen.add(key);
    }
  };
}

/** Sizes or colours: an array or comma-separated text, each trimmed; a comma-list drops empty pieces. */
const textList = (label: string, canonical?: (v: string) => string) =>
  z.preprocess(
    (v) => {
      if (typeof v === 'string')
        return v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
      return Array.isArray(v) ? v.map((s) => (typeof s === 'string' ? s.trim() : s)) : v;
    },
    z
      .array(
        z
          .string({ error: `${label} must be text.` })
          .min(1, { error: `${label} cannot be empty.` })
          .max(60, { error: `Each of the ${label.toLowerCase()} can be at most 60 characters.` }),
        { error: `${label} must be a list.` },
      )
      .max(30, { error: `At most 30 ${label.toLowerCase()}.` })
      .superRefine(uniqueList(label, canonical)),
  );

const SpecificationInputSchema = z.object({
  key: z.string({ error: 'Each specification needs a name and a value.' }).trim().min(1, {
    error: 'Each specification needs a name and a value.',
  }),
  value: z.string({ error: 'Each specification needs a name and a value.' }).trim().min(1, {
    error: 'Each specification needs a name and a value.',
  }),
});

const productFields = {
  brandname: requiredText('Brand name', 100),
  productname: requiredText('Product name'),
  category: z.enum(CATEGORIES, { error: `Category must be one of: ${CATEGORIES.join(', ')}.` }),
  description: z.string().trim().max(5000, { error: 'Description can be at most 5000 characters.' }),
  new_price: rupees('Offer price'),
  old_price: z.preprocess(blankToUndefined, rupees('MRP').optional()),
  material: requiredText('Material', 100),
  /** Optional: without one the invoice takes the category's default HSN (GST settings). */
  hsn_code: z.preprocess(
    blankToUndefined,
    z.string({ error: HSN_MESSAGE }).trim().regex(HSN_PATTERN, { error: HSN_MESSAGE }).optional(),
  ),
  available: booleanish,
  /** Optional, as product rules §7 lists no stock for /addproduct: without a count the product is sold while available. */
  stock: z.preprocess(blankToUndefined, stockField.optional()),
  sizes: textList('Sizes'),
  colors: textList('Colours', canonicalColour),
  specifications: z
    .array(SpecificationInputSchema, { error: 'Specifications must be a list of { key, value }.' })
    .max(50)
    .superRefine((list, ctx) =>
      uniqueList('Specification names')(
        list.map((s) => s.key),
        ctx,
      ),
    ),
};

/** POST /api/addproduct, after the multipart fields are gathered (images travel as files). */
export const ProductCreateSchema = z.object({
  ...productFields,
  description: productFields.description.default(''),
  available: productFields.available.default(true),
  sizes: productFields.sizes.default([]),
  colors: productFields.colors.default([]),
  specifications: productFields.specifications.default([]),
});
export type ProductCreate = z.infer<typeof ProductCreateSchema>;

/** The owner's edit was made from a product that has changed since she opened it (409 PRODUCT_CHANGED). */
export const PRODUCT_CHANGED_MESSAGE =
  'This product was changed after you opened it (by another edit or an order). Nothing was saved: ' +
  'open it again to see the latest and make your change there.';

/**
 * PUT /api/updateproducts/:id: what the owner changed. Every field left out keeps its stored value (the spec's
 * edit page sends back a list card, which has no material or description); a required field sent blank is
 * refused. `old_price` null or '' removes the MRP; `images` may reorder or drop the product's own images.
 * `version` is the product's `version` as she opened it: when the product has changed since, nothing is saved
 * (409 PRODUCT_CHANGED). Without it the fields sent are written as they are.
 */
export const ProductUpdateSchema = z.object({
  version: z.string().max(64).optional(),
  brandname: productFields.brandname.optional(),
  productname: productFields.productname.optional(),
  new_price: productFields.new_price.optional(),
  material: productFields.material.optional(),
  old_price: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    rupees('MRP').nullable().optional(),
  ),
  category: productFields.category.optional(),
  /** Absent keeps the code; '' or null goes back to the category's default. */
  hsn_code: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z.string({ error: HSN_MESSAGE }).trim().regex(HSN_PATTERN, { error: HSN_MESSAGE }).nullable().optional(),
  ),
  description: productFields.description.optional(),
  available: productFields.available.optional(),
  /** Absent keeps the count; '' or null stops counting pieces (decision 0020). */
  stock: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    stockField.nullable().optional(),
  ),
  sizes: productFields.sizes.optional(),
  colors: productFields.colors.optional(),
  specifications: productFields.specifications.optional(),
  images: z
    .array(z.string(), { error: 'Images must be a list of image paths.' })
    .min(1, { error: 'A product needs at least one image.' })
    .max(MAX_PRODUCT_IMAGES, { error: `A product can have at most ${MAX_PRODUCT_IMAGES} images.` })
    .optional(),
});
export type ProductUpdate = z.infer<typeof ProductUpdateSchema>;
