import type { ProductCard } from '@zariya/shared/product';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs';
import type { CategoryPage } from '../../../config/paths';
import { categoryListing } from '../../../features/catalog/api/get-category-products';
import { CardQuickAdd } from '../../../features/cart/components/card-quick-add';
import { WishlistHeart } from '../../../features/wishlist/components/wishlist-heart';
import { ProductListing } from '../../../features/catalog/components/product-listing';
import { useT } from '../../../lib/i18n';
import { usePageMeta } from '../../../lib/page-meta';

const INTROS: Record<string, string> = {
  Saree: 'Silk, cotton, georgette and handloom sarees, from everyday drapes to heirloom Kanjeevarams.',
  'Regional Attires': 'Lehengas, ghagras and regional classics for weddings and festivals.',
  'Women Ethnic': 'Anarkalis, kurta sets and gowns with a festive finish.',
  'Women Western': 'Dresses, tops, co-ords and jeans in easy, breathable fabrics.',
  Accessories: 'Jewellery, bags, dupattas and the finishing touches for every outfit.',
  'Salwar & Suits':
    'Chikankari, block-printed and embroidered salwar suits for every day and every occasion.',
};

// The wishlist heart and the cart's quick add, laid over each card.
const quickAdd = (product: ProductCard) => (
  <>
    <WishlistHeart product={product} />
    <CardQuickAdd product={product} />
  </>
);

/** One of the six category pages (product rules §2 Category listing). */
export function CategoryRoute({ page }: { page: CategoryPage }) {
  const { t } = useT();
  // The intros and CATEGORY_PAGES' labels are in the Hindi catalogue.
  const intro = t(INTROS[page.category] ?? '');
  const label = t(page.label);
  usePageMeta(
    label,
    t('Shop {{category}} online at Zariya. {{intro}} Free delivery across India.', {
      category: label.toLowerCase(),
      intro,
    }),
    page.path,
  );
  return (
    <div className="container-shop pt-3 pb-4 sm:pt-5">
      {/* Not on a phone: the chosen category chip says where she is, and the products come first. */}
      <Breadcrumbs className="hidden text-sm text-ink-500 sm:block" current={label} />
      <header className="mb-3 max-w-2xl sm:mb-6">
        <h1 className="text-display-sm font-medium sm:text-5xl">{label}</h1>
        {/* Two lines on a phone, so the first products are on its first screen. */}
        <p className="mt-1 line-clamp-2 text-sm text-ink-700 sm:mt-2 sm:line-clamp-none sm:text-base">
          {intro}
        </p>
      </header>
      <ProductListing
        key={page.path}
        label={label}
        scope={{ category: page.category }}
        source={categoryListing(page.category)}
        cardActions={quickAdd}
        empty={
          <>
            <p className="font-display text-xl text-plum-950">{t('New pieces are on their way.')}</p>
            <p className="mt-2 text-sm text-ink-500">{t('Please check back soon.')}</p>
          </>
        }
      />
    </div>
  );
}
