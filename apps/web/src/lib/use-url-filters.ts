import { useSearchParams } from 'react-router';

/**
 * The URL's search and a way to change some of its fields in place (an empty value removes the field), for the
 * owner's lists, which keep their filters in the URL so that a search can be shared, reloaded and gone back to.
 * `resetPage` goes back to the first page, as a new filter is a new list.
 */
export function useUrlFilters() {
  const [params, setParams] = useSearchParams();
  const change = (next: Record<string, string | undefined>, { resetPage = false } = {}) => {
    const changed = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) changed.set(key, value);
      else changed.delete(key);
    }
    if (resetPage) changed.delete('page');
    setParams(changed, { replace: true });
  };
  return [params, change] as const;
}
