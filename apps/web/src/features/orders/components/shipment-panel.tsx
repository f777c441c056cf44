import { formatPerLocale, SHOP_TIME_ZONE } from '@zariya/shared/dates';
import type { Shipment } from '@zariya/shared/fulfilment';
import { ExternalLink, Truck } from 'lucide-react';
import { useLocale, useT } from '../../../lib/i18n';

const COURIER_SLOT = '\u0000';

const whenFormat = formatPerLocale({
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: SHOP_TIME_ZONE,
});
const when = (iso: string, locale: string) => whenFormat(locale).format(new Date(iso));

/** Courier, AWB with the courier's tracking link, and the scans reported so far (newest first). */
export function ShipmentPanel({ shipment }: { shipment: Shipment }) {
  const { t } = useT();
  const locale = useLocale();
  const events = [...shipment.events].reverse();
  // The courier's name stays as it is, wherever the language puts it.
  const [shippedBefore, shippedAfter = ''] = t('Shipped with {{courier}}', { courier: COURIER_SLOT }).split(
    COURIER_SLOT,
  );
  return (
    <section aria-labelledby="shipment-heading" className="mt-6 rounded-lg border border-ivory-300/70 p-4">
      <h3 id="shipment-heading" className="flex items-center gap-2 font-medium text-ink-900">
        <Truck aria-hidden="true" className="size-5 text-plum-700" /> {shippedBefore}
        <span translate="no">{shipment.courier}</span>
        {shippedAfter}
      </h3>
      <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="text-ink-700">{t('AWB number')}</dt>
        <dd className="font-mono">
          {shipment.trackingUrl ? (
            <a
              href={shipment.trackingUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 text-plum-700 underline underline-offset-2"
            >
              {shipment.awb}
              <ExternalLink aria-hidden="true" className="size-3.5" />
              <span className="sr-only">
                {t("(track on {{courier}}'s site, opens in a new tab)", { courier: shipment.courier })}
              </span>
            </a>
          ) : (
            shipment.awb
          )}
        </dd>
        <dt className="text-ink-700">{t('Shipped on')}</dt>
        <dd>{when(shipment.shippedAt, locale)}</dd>
      </dl>
      {events.length > 0 ? (
        <ol aria-label={t('Tracking updates')} className="mt-4 space-y-3 border-l-2 border-plum-200 pl-4">
          {events.map((e) => (
            <li key={`${e.at}-${e.status}-${e.activity}`} className="relative text-sm">
              <span
                aria-hidden="true"
                className="absolute top-1.5 -left-[1.3rem] size-2 rounded-full bg-plum-700"
              />
              <p translate="no" className="font-medium text-ink-900">
                {e.status}
              </p>
              <p translate="no" className="text-ink-700">
                {[e.activity, e.location].filter(Boolean).join(' · ')}
              </p>
              <p className="text-xs text-ink-500">{when(e.at, locale)}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-3 text-sm text-ink-500">
          {t('Tracking updates appear here as the courier scans the parcel.')}
        </p>
      )}
    </section>
  );
}
