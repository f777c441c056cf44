import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SEARCH_SORT_OPTIONS, useListingParams } from './use-listing-params';

function atUrl(url: string, sorts?: typeof SEARCH_SORT_OPTIONS) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ listing: useListingParams({ sorts }), search: useLocation().search }), {
    wrapper,
  });
}

/** The URL's parameters in a fixed order (their order in the URL carries no meaning). */
const paramsOf = (search: string) => [...new URLSearchParams(search)].sort(([a], [b]) => a.localeCompare(b));

describe('useListingParams', () => {
  it('reads a shared link: repeated keys are OR lists, bad numbers fall back', () => {
    const { result } = atUrl(
      '/saree?brand=Weaves&brand=Kutch&brand=Weaves&color=red&price=0-999&discount=30&rating=x&sort=price_asc&page=3',
    );
    const { listing } = result.current;
    expect(listing.filters).toEqual({
      brand: ['Weaves', 'Kutch'],
      color: ['red'],
      size: [],
      price: ['0-999'],
      discount: '30',
      rating: undefined,
    });
    expect(listing.sort).toBe('price_asc');
    expect(listing.page).toBe(3);
    expect(listing.limit).toBe(24);
  });

  it('starts on page 1, newest first, for a bare category and refuses an unknown sort or page', () => {
    const { result } = atUrl('/saree?sort=cheapest&page=-2&limit=5000');
    expect(result.current.listing).toMatchObject({ sort: 'newest', page: 1, limit: 100 });
  });

  it('sorts search results by relevance unless asked otherwise', () => {
    expect(atUrl('/search?query=silk', SEARCH_SORT_OPTIONS).result.current.listing.sort).toBe('relevance');
    // 'relevance' means nothing on a category page.
    expect(atUrl('/saree?sort=relevance').result.current.listing.sort).toBe('newest');
  });

  it('links to another page keeping the query and the filters', () => {
    const { result } = atUrl('/search?query=silk&color=red&sort=rating&page=1');
    expect(paramsOf(result.current.listing.searchFor({ page: 2 }))).toEqual(
      paramsOf('?query=silk&color=red&sort=rating&page=2'),
    );
  });

  it('sets filters and sort back on page 1, in the URL', () => {
    const { result } = atUrl('/saree?brand=Weaves&page=4');
    act(() =>
      result.current.listing.setFilters({ ...result.current.listing.filters, size: ['M', 'L'], rating: '4' }),
    );
    expect(paramsOf(result.current.search)).toEqual(paramsOf('?brand=Weaves&size=M&size=L&rating=4&page=1'));
    expect(result.current.listing.filters.size).toEqual(['M', 'L']);
    act(() => result.current.listing.setSort('discount'));
    expect(paramsOf(result.current.search)).toEqual(
      paramsOf('?brand=Weaves&size=M&size=L&rating=4&page=1&sort=discount'),
    );
    expect(result.current.listing.page).toBe(1);
  });

  it('keeps one filters object while the URL stays the same (memoised lists do not redraw)', () => {
    const { result, rerender } = atUrl('/saree?brand=Weaves');
    const before = result.current.listing.filters;
    rerender();
    expect(result.current.listing.filters).toBe(before);
  });
});
