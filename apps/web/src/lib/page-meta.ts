// Sets document.title and the meta description for the page on screen.
import { SHOP_NAME } from '@zariya/shared/constants';
import { useEffect } from 'react';

export const DEFAULT_DESCRIPTION =
  "Shop sarees, salwar suits, lehengas, ethnic and western wear at Zariya. Handpicked women's fashion with free home delivery across India and 7-day easy returns.";

export function usePageMeta(title: string | null, description: string = DEFAULT_DESCRIPTION): void {
  useEffect(() => {
    document.title = title
      ? `${title} | ${SHOP_NAME}`
      : `${SHOP_NAME} | Sarees, Ethnic and Western Wear for Women`;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
