// Sets document.title, the meta description and the canonical link for the page on screen.
import { SHOP_NAME } from '@zariya/shared/constants';
import type { PageMeta } from '@zariya/shared/first-render';
import { createContext, useContext, useEffect } from 'react';

const DEFAULT_DESCRIPTION =
  "Shop sarees, salwar suits, lehengas, ethnic and western wear at Zariya. Handpicked women's fashion with free home delivery across India and 7-day easy returns.";

/** On the server's first render, the page's title, description and canonical path are written here. */
export const PageMetaCollector = createContext<PageMeta | null>(null);

function fullTitle(title: string | null): string {
  return title ? `${title} | ${SHOP_NAME}` : `${SHOP_NAME} | Sarees, Ethnic and Western Wear for Women`;
}

function headElement<T extends HTMLElement>(selector: string, create: () => T): T {
  const found = document.head.querySelector<T>(selector);
  if (found) return found;
  const element = create();
  document.head.append(element);
  return element;
}

/**
 * `canonicalPath` names the page's one address for search engines (e.g. '/product/12' for a product opened
 * at /product with navigation state); without it the page has no canonical link.
 */
export function usePageMeta(
  title: string | null,
  description: string = DEFAULT_DESCRIPTION,
  canonicalPath?: string,
): void {
  const collector = useContext(PageMetaCollector);
  if (collector) Object.assign(collector, { title: fullTitle(title), description, canonicalPath });
  useEffect(() => {
    document.title = fullTitle(title);
    const meta = headElement('meta[name="description"]', () => {
      const m = document.createElement('meta');
      m.name = 'description';
      return m;
    });
    meta.content = description;
  }, [title, description]);

  useEffect(() => {
    const existing = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (!canonicalPath) {
      existing?.remove();
      return;
    }
    const link = headElement('link[rel="canonical"]', () => {
      const l = document.createElement('link');
      l.rel = 'canonical';
      return l;
    });
    link.href = new URL(canonicalPath, window.location.origin).href;
  }, [canonicalPath]);
}
