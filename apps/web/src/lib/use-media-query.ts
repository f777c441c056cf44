import { useClientStore } from './use-client-store';

/**
 * Whether the media query matches. On the server's first render, and while the browser hydrates it, the
 * answer is `serverValue` (false unless given): pass null to learn that the screen is not known yet and
 * draw both layouts, each shown by CSS.
 */
export function useMediaQuery(query: string): boolean;
export function useMediaQuery(query: string, serverValue: null): boolean | null;
export function useMediaQuery(query: string, serverValue: boolean | null = false): boolean | null {
  return useClientStore<boolean | null>(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}

export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
