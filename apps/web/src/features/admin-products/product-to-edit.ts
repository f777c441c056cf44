// The product being edited travels from the list to /edit-product in localStorage under
// 'productToEdit' (product rules §4 Product edit); anything missing or unreadable reads as null.
import { type Product, ProductSchema } from '@zariya/shared/product';

const KEY = 'productToEdit';

export function storeProductToEdit(product: Product): void {
  localStorage.setItem(KEY, JSON.stringify(product));
}

export function readProductToEdit(): Product | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const parsed = ProductSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
