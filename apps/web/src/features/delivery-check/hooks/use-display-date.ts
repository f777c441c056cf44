import { formatDisplayDate, SHOP_TIME_ZONE, toDate } from '@zariya/shared/dates';
import { useLocale } from '../../../lib/i18n';

const options: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: SHOP_TIME_ZONE,
};

/** 'Fri, 27 Nov 2026' in English (the SPEC's form); the same parts in the shopper's language otherwise. */
export function useDisplayDate(): (date: Date | string) => string {
  const locale = useLocale();
  if (locale === 'en-IN') return formatDisplayDate;
  const format = new Intl.DateTimeFormat(locale, options);
  return (date) => format.format(toDate(date));
}
