import type {
  ConsentAction,
  ConsentChannel,
  ConsentEntry,
  ConsentSource,
  MarketingConsent,
} from '@zariya/shared/marketing-consent';
import { Mail, MessageCircle } from 'lucide-react';
import { AnswerLine, useAnswer } from '../../../components/forms/answer';
import { QueryFailedInline } from '../../../components/ui/fetch-failed';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDisplayDate, useT } from '../../../lib/i18n';
import { useShopperSession } from '../../../lib/session';
import { useChangeMarketingConsent, useMarketingConsent } from '../api/marketing-consent';

/** How many of her entries the section lists (the rest stay on the record). */
const HISTORY_SHOWN = 5;

const CHANNEL_NAME: Record<ConsentChannel, string> = { whatsapp: 'WhatsApp', email: 'E-mail' };

/** One line of her history, whole sentences so that each reads right in Hindi. */
const HISTORY_LINE: Record<ConsentAction, Record<ConsentSource, string>> = {
  given: {
    account: 'Given on {{date}} from your account page',
    checkout: 'Given on {{date}} at checkout',
    newsletter: 'Given on {{date}} from the WhatsApp newsletter box',
    newsletter_backfill: 'Given on {{date}} from the WhatsApp newsletter box',
  },
  withdrawn: {
    account: 'Withdrawn on {{date}} from your account page',
    checkout: 'Withdrawn on {{date}} at checkout',
    newsletter: 'Withdrawn on {{date}} by unsubscribing from the WhatsApp newsletter',
    newsletter_backfill: 'Withdrawn on {{date}} by unsubscribing from the WhatsApp newsletter',
  },
};

/**
 * "Marketing messages" on her account page (decision 0058): a checkbox per channel beside the exact words she
 * agrees to, saved the moment she ticks or unticks it, and her latest entries. Withdrawing is the same one click.
 */
export function MarketingConsentSettings() {
  const { t } = useT();
  const { token } = useShopperSession();
  const consent = useMarketingConsent(token);

  if (consent.isPending)
    return (
      <div aria-busy="true">
        <span className="sr-only">{t('Loading your marketing choices…')}</span>
        <Skeleton className="h-28 w-full" />
      </div>
    );
  if (consent.isError)
    return <QueryFailedInline message={t('Could not load your marketing choices.')} query={consent} />;
  return <ConsentForm data={consent.data} token={token} />;
}

function ConsentForm({ data, token }: { data: MarketingConsent; token: string | null }) {
  const { t, language } = useT();
  const date = useDisplayDate();
  const change = useChangeMarketingConsent(token);
  const { answer, awaitAnswer } = useAnswer('Could not save that. Please try again.');

  const save = (channel: ConsentChannel, given: boolean, wordingVersion: string) =>
    change.mutate({ channel, given, language, wordingVersion }, awaitAnswer());

  const line = (e: Pick<ConsentEntry, 'action' | 'source' | 'at'>) =>
    t(HISTORY_LINE[e.action][e.source], { date: date(e.at) });

  return (
    <div className="space-y-4">
      <p className="text-sm text-ink-500">
        {t(
          'Offers and new arrivals reach you only if you say yes. A tick saves at once; untick it to stop, at any time.',
        )}
      </p>
      <ul className="space-y-3">
        {data.channels.map((c) => {
          const id = `consent-${c.channel}`;
          const Icon = c.channel === 'whatsapp' ? MessageCircle : Mail;
          return (
            <li key={c.channel} className="rounded-lg bg-ivory-100/70 p-3 ring-1 ring-ivory-300/70 sm:p-4">
              <div className="flex items-start gap-3">
                <input
                  id={id}
                  type="checkbox"
                  checked={c.given}
                  disabled={change.isPending}
                  onChange={(event) => save(c.channel, event.target.checked, c.wording.version)}
                  aria-describedby={`${id}-state`}
                  className="mt-1 size-5 shrink-0 accent-plum-800"
                />
                <label htmlFor={id} className="min-w-0 text-sm text-ink-700">
                  <span className="mb-0.5 flex items-center gap-1.5 font-medium text-ink-900">
                    <Icon aria-hidden="true" className="size-4 text-plum-800" />
                    {t(CHANNEL_NAME[c.channel])}
                  </span>
                  <span lang={language} className="block">
                    {c.wording[language]}
                  </span>
                </label>
              </div>
              <p id={`${id}-state`} className="mt-2 pl-8 text-xs text-ink-500">
                {c.latest ? line(c.latest) : t('You have not said yes to these messages.')}
              </p>
            </li>
          );
        })}
      </ul>
      <AnswerLine answer={answer} />
      {data.history.length > 0 ? (
        <div>
          <h3 className="mb-1.5 text-sm font-semibold text-ink-900">{t('Your history')}</h3>
          <ul aria-label={t('Your marketing consent history')} className="space-y-1 text-sm text-ink-700">
            {data.history.slice(0, HISTORY_SHOWN).map((e) => (
              <li key={`${e.channel}-${e.at}-${e.action}`}>
                <span className="font-medium">{t(CHANNEL_NAME[e.channel])}:</span> {line(e)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
