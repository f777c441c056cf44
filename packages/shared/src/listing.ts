// Listing constants (product rules §2 sort orders, paging, search limits) with no zod, so the shopper's first load
// can import them: the web app reads its page size and sort labels from here instead of keeping copies.
export const PRODUCT_SORTS = ['newest', 'price_asc', 'price_desc', 'discount', 'rating'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
/** Search results may also be ordered by relevance (their default). */
export const SEARCH_SORTS = ['relevance', ...PRODUCT_SORTS] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const SORT_LABELS: Record<SearchSort, string> = {
  relevance: 'Relevance',
  newest: 'Newest',
  price_asc: 'Price: Low to High',
  price_desc: 'Price: High to Low',
  discount: 'Discount',
  rating: 'Customer Rating',
};
export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;
export const MAX_SEARCH_LENGTH = 200;
export const MAX_SUGGESTIONS = 8;
