// The product as the API answers it (product rules §3 Product field names).
import { z } from 'zod';
import { ERROR_CODES } from './error-codes.ts';
import { STOCK_MODES } from './variant-rules.ts';
import { VariantSchema } from './variants.ts';

const SpecificationSchema = z.object({ key: z.string(), value: z.string() });
export type Specification = z.infer<typeof SpecificationSchema>;

export const FeedbackSchema = z.object({
  name: z.string(),
  content: z.string(),
  image: z.string().nullable(),
  rating: z.number().int(),
  date: z.string(),
});
export type Feedback = z.infer<typeof FeedbackSchema>;

export const ProductSchema = z.object({
  id: z.number().int(),
  _id: z.string(),
  brandname: z.string(),
  productname: z.string(),
  category: z.string(),
  description: z.string(),
  new_price: z.number(),
  old_price: z.number().nullable(),
  price: z.number(),
  available: z.boolean(),
  /**
   * Pieces in stock; null when the shop does not count them (sold while available; decision 0020). A pooled
   * product's pool, a split product's sum of its counted variants (decision 0043).
   */
  stock: z.number().int().nullable(),
  /** How the pieces are counted (decision 0043): one pool for every variant, or each variant its own. */
  stockMode: z.enum(STOCK_MODES).optional(),
  /**
   * The size × colour combinations on sale, in the owner's order (size '' / colour '' on a product listing none):
   * on the single-product answer and the owner's saved product, not on lists.
   */
  variants: z.array(VariantSchema).optional(),
  /**
   * The photos of each colour that has its own (paths among `images`, decision 0043); a colour not listed shows
   * all the product's photos. On the single-product answer only.
   */
  colorImages: z.record(z.string(), z.array(z.string())).optional(),
  material: z.string(),
  /** The product's own HSN code for invoices; null: its category's default. */
  hsn_code: z.string().nullable().optional(),
  colors: z.array(z.string()),
  sizes: z.array(z.string()),
  specifications: z.array(SpecificationSchema),
  ratings: z.array(z.number()),
  /** How many ratings the product has (the length of `ratings`); lists carry only this. */
  ratingCount: z.number().int(),
  averageRating: z.number(),
  /** Reviews: filled on the single-product answer, omitted from lists. */
  feedback: z.array(FeedbackSchema).optional(),
  date: z.string(),
  /** All image paths, main first; `image`..`imageeight` mirror them as product rules §3 names them. */
  images: z.array(z.string()),
  image: z.string(),
  imagetwo: z.string().optional(),
  imagethree: z.string().optional(),
  imagefour: z.string().optional(),
  imagefive: z.string().optional(),
  imagesix: z.string().optional(),
  imageseven: z.string().optional(),
  imageeight: z.string().optional(),
  /**
   * Changes whenever a field the owner edits changes (stock included): the owner's edit sends it back, and an edit
   * made from an older version is refused (PUT /updateproducts/:id, 409 PRODUCT_CHANGED).
   */
  version: z.string().optional(),
});
export type Product = z.infer<typeof ProductSchema>;

/** How many image paths a list card carries (`image` and `imagetwo`). */
export const CARD_IMAGE_COUNT = 2;

export { imagesOf } from './product-images.ts';

/**
 * A product in a list (GET /products, POST /products/category, POST /search): what a card and its quick add
 * show, and what the product page draws while the whole product loads. No description, specifications,
 * ratings list, reviews or material; no copies (`_id`, `price`, `images` repeat `id`, `new_price`, `image` and
 * `imagetwo`) and no date (lists are already in order). The number of ratings is `ratingCount`. GET
 * /products/:id answers the whole Product.
 */
export const ProductCardSchema = ProductSchema.pick({
  id: true,
  brandname: true,
  productname: true,
  category: true,
  new_price: true,
  old_price: true,
  available: true,
  stock: true,
  colors: true,
  sizes: true,
  ratingCount: true,
  averageRating: true,
  image: true,
  imagetwo: true,
});
export type ProductCard = z.infer<typeof ProductCardSchema>;

export const IMAGE_FIELD_NAMES = [
  'image',
  'imagetwo',
  'imagethree',
  'imagefour',
  'imagefive',
  'imagesix',
  'imageseven',
  'imageeight',
] as const;

/** Every error answer: a sentence for people and a code (error-codes.ts) for programs to decide on. */
export const ErrorBodySchema = z.object({ error: z.string(), code: z.enum(ERROR_CODES) });
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
export const MessageBodySchema = z.object({ message: z.string() });
export type MessageBody = z.infer<typeof MessageBodySchema>;

/** The answer of /addproduct and /updateproducts/:id: the product as saved. */
export const ProductSavedSchema = z.object({ message: z.string(), product: ProductSchema });
