import { CURRENCY, SHOP_NAME } from '@zariya/shared/constants';
import { imageUrl } from '@zariya/shared/images';
import type { Product } from '@zariya/shared/product';
import { useSiteOrigin } from '../../../lib/site-origin';

/** schema.org Product data for search engines; `<` is escaped so no text can close the script element. */
function productJsonLd(product: Product, origin: string) {
  const url = `${origin}/product/${product.id}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.productname,
    description: product.description || undefined,
    image: product.images.map((path) => new URL(imageUrl(path), origin).href),
    sku: String(product.id),
    category: product.category,
    material: product.material || undefined,
    brand: { '@type': 'Brand', name: product.brandname },
    url,
    offers: {
      '@type': 'Offer',
      url,
      price: product.new_price.toFixed(2),
      priceCurrency: CURRENCY,
      availability:
        product.available && (product.stock === null || product.stock > 0)
          ? 'https://schema.org/InStock'
          : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: SHOP_NAME },
    },
    aggregateRating:
      product.ratingCount > 0
        ? {
            '@type': 'AggregateRating',
            ratingValue: product.averageRating,
            ratingCount: product.ratingCount,
            bestRating: 5,
            worstRating: 1,
          }
        : undefined,
  };
}

export function ProductJsonLd({ product }: { product: Product }) {
  const json = JSON.stringify(productJsonLd(product, useSiteOrigin())).replace(/</g, '\\u003c');
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data block, not markup; '<' is escaped above
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
