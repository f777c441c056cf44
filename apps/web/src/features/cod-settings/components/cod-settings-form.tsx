import { type CodSettings, CodSettingsSchema, parsePincodeList } from '@zariya/shared/cod';
import { useState } from 'react';
import { toast } from 'sonner';
import { draftFields } from '../../../components/forms/draft-fields';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { QueryFailed } from '../../../components/ui/fetch-failed';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { Switch } from '../../../components/ui/switch';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { useCodSettings, useOnlineOnlyOffers, useSaveCodSettings } from '../api/cod-settings';

type Draft = {
  enabled: boolean;
  fee: string;
  maxOrderValue: string;
  pincodes: string;
  maxOpenOrders: string;
  prepayAboveScore: string;
  prepaidOfferAboveScore: string;
  prepaidOfferId: string;
};

/** An empty box is no rule (null); anything else is read by the schema. */
const score = (text: string) => (text.trim() === '' ? null : Number(text));
const amount = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

const toDraft = (s: CodSettings): Draft => ({
  enabled: s.enabled,
  fee: String(s.fee),
  maxOrderValue: String(s.maxOrderValue),
  pincodes: s.refusedPincodes.join(', '),
  maxOpenOrders: String(s.maxOpenOrders),
  prepayAboveScore: s.prepayAboveScore === null ? '' : String(s.prepayAboveScore),
  prepaidOfferAboveScore: s.prepaidOfferAboveScore === null ? '' : String(s.prepaidOfferAboveScore),
  prepaidOfferId: s.prepaidOfferId === null ? '' : String(s.prepaidOfferId),
});

function Form({ initial }: { initial: CodSettings }) {
  const { t } = useT();
  const save = useSaveCodSettings();
  const onlineOffers = useOnlineOnlyOffers().data ?? [];
  const [draft, setDraft] = useState<Draft>(() => toDraft(initial));
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const set = (key: keyof Draft, value: string | boolean) => setDraft((d) => ({ ...d, [key]: value }));
  const field = draftFields(draft, set, errors);

  const submit = () => {
    const { pincodes, invalid } = parsePincodeList(draft.pincodes);
    const found: Partial<Record<keyof Draft, string>> = {};
    if (invalid.length) found.pincodes = `Not a 6-digit pincode: ${invalid.slice(0, 5).join(', ')}`;
    const parsed = CodSettingsSchema.safeParse({
      enabled: draft.enabled,
      fee: amount(draft.fee),
      maxOrderValue: amount(draft.maxOrderValue),
      refusedPincodes: pincodes,
      maxOpenOrders: amount(draft.maxOpenOrders),
      prepayAboveScore: score(draft.prepayAboveScore),
      prepaidOfferAboveScore: score(draft.prepaidOfferAboveScore),
      prepaidOfferId: draft.prepaidOfferId === '' ? null : Number(draft.prepaidOfferId),
    });
    if (!parsed.success) {
      const names: Record<string, keyof Draft> = {
        fee: 'fee',
        maxOrderValue: 'maxOrderValue',
        maxOpenOrders: 'maxOpenOrders',
        refusedPincodes: 'pincodes',
        prepayAboveScore: 'prepayAboveScore',
        prepaidOfferAboveScore: 'prepaidOfferAboveScore',
        prepaidOfferId: 'prepaidOfferId',
      };
      for (const issue of parsed.error.issues)
        found[names[String(issue.path[0])] ?? 'fee'] ??= t(issue.message);
    }
    setErrors(found);
    if (Object.keys(found).length || !parsed.success) return;
    save.mutate(parsed.data, {
      onSuccess: (answer) => {
        setDraft(toDraft(answer.settings));
        toast.success(answer.message);
      },
      onError: (error) =>
        toast.error(errorMessage(error, 'The settings could not be saved. Please try again.')),
    });
  };

  return (
    <Card>
      <form
        className="space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className="flex items-center justify-between gap-4">
          <div>
            <p id="cod-on" className="font-medium text-ink-900">
              Offer pay on delivery
            </p>
            <p className="text-sm text-ink-500">
              Shoppers confirm each COD order with a code sent to their e-mail.
            </p>
          </div>
          <Switch
            labelledBy="cod-on"
            checked={draft.enabled}
            onChange={(on) => set('enabled', on)}
            onText="On"
            offText="Off"
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <Input label="COD fee (₹)" inputMode="decimal" {...field('fee')} />
          <Input label="Maximum order value (₹)" inputMode="decimal" {...field('maxOrderValue')} />
          <Input label="Open COD orders per shopper" inputMode="numeric" {...field('maxOpenOrders')} />
        </div>
        <Textarea
          label="Pincodes without pay on delivery"
          hint="Separate them with commas, spaces or new lines."
          rows={3}
          {...field('pincodes')}
        />
        <fieldset className="space-y-3 rounded-lg p-4 ring-1 ring-ivory-300/70">
          <legend className="px-1 font-medium text-ink-900">Return-to-origin risk</legend>
          <p className="text-sm text-ink-500">
            Each COD order gets a score from 0 to 100 from your shop's history: refusals at its pincode and by
            its phone number, the order value and how new the account is. Leave the box empty for no rule.
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <Input
              label="Ask for online payment above score"
              inputMode="numeric"
              hint="COD is refused for these orders."
              {...field('prepayAboveScore')}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <Input
              label={t('Offer a prepaid discount above score')}
              inputMode="numeric"
              hint={t(
                'These shoppers see “Pay online and save” at checkout; the score and its reasons stay here.',
              )}
              {...field('prepaidOfferAboveScore')}
            />
            <Select
              label={t('Prepaid discount')}
              value={draft.prepaidOfferId}
              onChange={(event) => set('prepaidOfferId', event.target.value)}
              error={errors.prepaidOfferId}
              options={[
                { value: '', label: t('No offer') },
                ...onlineOffers.map((o) => ({ value: String(o.id), label: `${o.name} (${o.summary})` })),
              ]}
            />
          </div>
          <p className="text-xs text-ink-500">
            {t(
              'Choose one of your offers marked “paid online only” (Offers → new offer), for example 5% off. With a score set, it is kept for these checkouts only.',
            )}
          </p>
        </fieldset>
        <div className="flex justify-end">
          <Button type="submit" loading={save.isPending}>
            Save settings
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** The owner's cash-on-delivery settings: on/off, fee, maximum order value, refused pincodes, open-order limit. */
export function CodSettingsForm() {
  const query = useCodSettings();
  if (query.isPending) return <Skeleton className="h-80" />;
  if (query.isError) return <QueryFailed message="The settings could not be loaded." query={query} />;
  return <Form initial={query.data} />;
}
