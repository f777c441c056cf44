import { BellOff, CircleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useStopCartReminders } from '../../../features/cart-reminders/api/stop-cart-reminders';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { usePageMeta } from '../../../lib/page-meta';
import { IconCircle } from '../../../components/ui/icon-circle';

/**
 * /cart-reminders/stop?u=…&t=…: the one-click stop link of the abandoned-cart e-mail. The page sends the signed
 * link once when it opens (a POST, so a mail scanner fetching the link changes nothing) and says what happened.
 */
export function CartRemindersStopRoute() {
  const { t } = useT();
  usePageMeta(t('Cart reminders'), t('Stop the e-mails that remind you of your Zariya bag.'));
  const [params] = useSearchParams();
  const stop = useStopCartReminders();
  const sent = useRef(false);
  const userId = params.get('u') ?? '';
  const token = params.get('t') ?? '';

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    stop.mutate({ userId, token });
  }, [stop, userId, token]);

  const failed = stop.isError;
  return (
    <section className="container-shop flex max-w-xl flex-col items-center py-14 text-center sm:py-20">
      <IconCircle size="lg" tone="plum">
        {failed ? (
          <CircleAlert aria-hidden="true" className="size-6" />
        ) : (
          <BellOff aria-hidden="true" className="size-6" />
        )}
      </IconCircle>
      <h1 className="mt-5 text-display-sm font-medium sm:text-display">{t('Cart reminders')}</h1>
      <p role={failed ? 'alert' : 'status'} className="mt-3 min-h-12 text-ink-700">
        {stop.isPending || stop.isIdle
          ? t('Stopping cart reminders…')
          : failed
            ? errorMessage(stop.error, 'Could not stop them just now. Please try the link again.')
            : t(stop.data.message)}
      </p>
      {stop.isSuccess ? (
        <p className="mt-1 text-sm text-ink-500">
          {t('Order updates (placed, shipped, delivered) still come by e-mail.')}
        </p>
      ) : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={paths.cart} className={buttonClasses({ size: 'lg' })}>
          {t('Go to your bag')}
        </Link>
        <Link to={paths.home} className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
          {t('Continue shopping')}
        </Link>
      </div>
    </section>
  );
}
