import type { ProductCard } from '@zariya/shared/product';
import { Link } from 'react-router';
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

/** One of the six category pages (SPEC §2 Category listing). */
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
    <div className="container-shop pt-6 pb-4 sm:pt-8">
      <nav aria-label={t('Breadcrumb')} className="mb-3 text-sm text-ink-500">
        <ol className="flex items-center gap-2">
          <li>
            <Link to="/" className="hover:text-plum-800 hover:underline">
              {t('Home')}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="text-ink-700">
            {label}
          </li>
        </ol>
      </nav>
      <header className="mb-6 max-w-2xl">
        <h1 className="text-display font-medium sm:text-5xl">{label}</h1>
        <p className="mt-2 text-ink-700">{intro}</p>
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
