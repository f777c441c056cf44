import { STOCK_ALERT_MESSAGES } from '@zariya/shared/stock-alert-rules';
import { Bell, BellRing } from 'lucide-react';
import { toast } from 'sonner';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { useStockAlerts } from '../api/stock-alerts';

/** Buttons shown at most; a product with more sold-out combinations lists the first ones. */
const MAX_ASKS = 8;

/**
 * "Tell me when it's back" for the sold-out sizes (and colours) among the shopper's picks, one toggle each
 * (aria-pressed: she is waiting for it). Signed out, a tap asks her to log in first.
 */
export function StockAlertAsks({
  productId,
  soldOut,
}: {
  productId: number;
  /** Each sold-out variant with its name beside the picks ('M'; '' for a product without options). */
  soldOut: Array<{ id: number; label: string }>;
}) {
  const { t } = useT();
  const { loggedIn, waiting, toggle } = useStockAlerts(productId, soldOut.length > 0);
  if (soldOut.length === 0) return null;
  const shown = soldOut.slice(0, MAX_ASKS);
  return (
    <section
      aria-labelledby={`back-${productId}`}
      className="rounded-lg bg-rose-50/70 px-3 py-2.5 sm:max-w-md"
    >
      <h2 id={`back-${productId}`} className="font-sans text-sm font-semibold text-ink-900">
        {t("Sold out? We'll tell you when it's back.")}
      </h2>
      <div className="mt-2 flex flex-wrap gap-2">
        {shown.map((v) => {
          const { label } = v;
          const pressed = waiting.has(v.id);
          return (
            <button
              key={v.id}
              type="button"
              aria-pressed={pressed}
              disabled={toggle.isPending}
              onClick={() => {
                if (!loggedIn) return void toast.info(t(STOCK_ALERT_MESSAGES.loginFirst));
                toggle.mutate({ variantId: v.id, ask: !pressed });
              }}
              className={cn(
                'inline-flex min-h-tap items-center gap-1.5 rounded-full border px-3 text-sm transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum-700',
                pressed
                  ? 'border-plum-300 bg-plum-50 text-plum-800'
                  : 'border-ink-300 bg-ivory-50 text-ink-900 hover:border-plum-700',
              )}
            >
              {pressed ? (
                <BellRing aria-hidden="true" className="size-4" />
              ) : (
                <Bell aria-hidden="true" className="size-4" />
              )}
              {label
                ? pressed
                  ? t("We'll tell you: {{choice}}", { choice: label })
                  : t('Tell me when {{choice}} is back', { choice: label })
                : pressed
                  ? t("We'll tell you when it's back")
                  : t("Tell me when it's back")}
            </button>
          );
        })}
      </div>
    </section>
  );
}
