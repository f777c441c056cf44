import { Mail, MessageCircle } from 'lucide-react';
import { AnswerLine, useAnswer } from '../../../components/forms/answer';
import { QueryFailedInline } from '../../../components/ui/fetch-failed';
import { Skeleton } from '../../../components/ui/skeleton';
import { Switch } from '../../../components/ui/switch';
import { useT } from '../../../lib/i18n';
import { useShopperSession } from '../../../lib/session';
import { useOrderUpdates, useSetWhatsappUpdates } from '../api/order-updates';

/** How order updates (placed, shipped, delivered, cancelled, refunded) reach her: e-mail, and WhatsApp if she says so. */
export function OrderUpdatesSettings() {
  const { t } = useT();
  const { token } = useShopperSession();
  const prefs = useOrderUpdates(token);
  const setWhatsapp = useSetWhatsappUpdates(token);
  const { answer, awaitAnswer } = useAnswer('Could not save that. Please try again.');

  if (prefs.isPending)
    return (
      <div aria-busy="true">
        <span className="sr-only">{t('Loading your order update settings…')}</span>
        <Skeleton className="h-20 w-full" />
      </div>
    );
  if (prefs.isError)
    return <QueryFailedInline message={t('Could not load your order update settings.')} query={prefs} />;

  return (
    <div className="space-y-4">
      <p className="text-sm text-ink-500">
        {t('We tell you when an order is placed, shipped, delivered, cancelled or refunded.')}
      </p>
      <div className="flex items-center gap-3 text-sm text-ink-700">
        <Mail aria-hidden="true" className="size-4.5 shrink-0 text-plum-800" />
        <span>{t('By e-mail, always')}</span>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3 text-sm text-ink-700">
          <MessageCircle aria-hidden="true" className="mt-0.5 size-4.5 shrink-0 text-plum-800" />
          <span>
            <span id="whatsapp-updates-label" className="block font-medium text-ink-900">
              {t('Also on WhatsApp')}
            </span>
            <span className="block text-ink-500">
              {t("To +{{number}}, your account's mobile number", { number: prefs.data.whatsappNumber })}
            </span>
          </span>
        </div>
        <Switch
          checked={prefs.data.whatsapp}
          onChange={(on) => setWhatsapp.mutate(on, awaitAnswer())}
          labelledBy="whatsapp-updates-label"
          onText={t('On')}
          offText={t('Off')}
          disabled={setWhatsapp.isPending}
        />
      </div>
      <AnswerLine answer={answer} />
    </div>
  );
}
