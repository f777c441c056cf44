import { MESSAGES } from '@zariya/shared/constants';
import type { ProductCard } from '@zariya/shared/product';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { CardQuickAdd } from '../../../features/cart/components/card-quick-add';
import { WishlistHeart } from '../../../features/wishlist/components/wishlist-heart';
import { searchListing } from '../../../features/catalog/api/search-products';
import { ProductListing } from '../../../features/catalog/components/product-listing';
import { SEARCH_SORT_OPTIONS } from '../../../features/catalog/hooks/use-listing-params';
import { useT } from '../../../lib/i18n';
import { usePageMeta } from '../../../lib/page-meta';

// The wishlist heart and the cart's quick add, laid over each card.
const quickAdd = (product: ProductCard) => (
  <>
    <WishlistHeart product={product} />
    <CardQuickAdd product={product} />
  </>
);

/** Stands in for the query inside the translated heading, which is then split around it. */
const QUERY_MARK = '\u0000';

/** /search?query=… (product rules §2 Search results): the same cards, filters and pages as a category. */
export function SearchRoute() {
  const { t } = useT();
  const [params] = useSearchParams();
  const query = (params.get('query') ?? '').trim();
  usePageMeta(
    query ? t('Search results for "{{query}}"', { query }) : t('Search'),
    query
      ? t(
          'Sarees, suits, ethnic and western wear matching "{{query}}" at Zariya, with free delivery across India.',
          { query },
        )
      : undefined,
  );
  // The shopper's own words stay exactly as typed (never parsed or translated); the sentence around them
  // follows the language's word order ("Results for “…”", "“…” के नतीजे").
  const [before = '', after = ''] = t('Results for “{{query}}”', { query: QUERY_MARK }).split(QUERY_MARK);

  return (
    <div className="container-shop pt-6 pb-4 sm:pt-8">
      <header className="mb-6">
        <p className="text-xs font-semibold tracking-[0.22em] text-gold-700 uppercase">{t('Search')}</p>
        <h1 className="mt-1 text-display-sm font-medium break-words sm:text-4xl">
          {query ? (
            <>
              {before}
              <span translate="no">{query}</span>
              {after}
            </>
          ) : (
            t('What are you looking for?')
          )}
        </h1>
      </header>
      {query ? (
        <ProductListing
          key={query}
          label={t('Search results for {{query}}', { query })}
          scope={{ query }}
          source={searchListing(query)}
          sorts={SEARCH_SORT_OPTIONS}
          cardActions={quickAdd}
          empty={
            <>
              <p className="font-display text-xl text-plum-950">{t(MESSAGES.noResults)}</p>
              <p className="mt-2 text-sm text-ink-500">
                {t('Check the spelling, or try a broader word such as “saree” or “kurta”.')}
              </p>
              <Link to="/" className={buttonClasses({ variant: 'secondary', className: 'mt-4' })}>
                {t('Back to the home page')}
              </Link>
            </>
          }
        />
      ) : (
        <p className="text-ink-700">{t('Type a product, brand or colour in the search box above.')}</p>
      )}
    </div>
  );
}
