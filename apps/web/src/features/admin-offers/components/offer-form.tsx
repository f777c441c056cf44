// The offer editor: what it gives (the five kinds), to what (shop, categories, products, variants), when and for
// whom (minimums, first order, an India-time window, limits), and whether it combines — with the rule in words.
// The shared OfferTermsSchema checks the draft here and again on the server.
import { CATEGORIES } from '@zariya/shared/constants';
import {
  COMBINATION_RULE,
  combinationSentence,
  OFFER_KIND_LABELS,
  OFFER_KINDS,
  type OfferAnswer,
  type OfferKind,
  type OfferTermsInput,
  OfferTermsSchema,
} from '@zariya/shared/offers';
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { draftFields, firstIssues } from '../../../components/forms/draft-fields';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Switch, SwitchRow } from '../../../components/ui/switch';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useSaveOffer } from '../api/offers';

type Draft = {
  name: string;
  code: string;
  kind: OfferKind;
  percent: string;
  amountInr: string;
  buyQuantity: string;
  getQuantity: string;
  getFree: boolean;
  tierUnit: 'flat' | 'percent';
  tiers: Array<{ minInr: string; value: string }>;
  scopeKind: 'shop' | 'categories' | 'products' | 'variants';
  categories: string[];
  ids: string;
  minCartInr: string;
  minQuantity: string;
  firstOrderOnly: boolean;
  onlineOnly: boolean;
  startsAt: string;
  endsAt: string;
  perShopperLimit: string;
  totalLimit: string;
  combinable: boolean;
};

const text = (n: number | null) => (n === null ? '' : String(n));
const num = (s: string) => (s.trim() === '' ? null : Number(s));

function toDraft(o: OfferAnswer | null): Draft {
  return {
    name: o?.name ?? '',
    code: o?.code ?? '',
    kind: o?.kind ?? 'flat',
    percent: o && o.kind !== 'buy-x-get-y' ? text(o.percent) : '',
    amountInr: text(o?.amountInr ?? null),
    buyQuantity: text(o?.buyQuantity ?? null),
    getQuantity: text(o?.getQuantity ?? null),
    getFree: o?.kind === 'buy-x-get-y' ? o.percent === 100 : true,
    tierUnit: o?.tierUnit ?? 'flat',
    tiers: o?.tiers.length
      ? o.tiers.map((t) => ({ minInr: String(t.minInr), value: String(t.value) }))
      : [{ minInr: '', value: '' }],
    scopeKind: o?.scope.kind ?? 'shop',
    categories: o?.scope.kind === 'categories' ? o.scope.categories : [],
    ids:
      o?.scope.kind === 'products'
        ? o.scope.productIds.join(', ')
        : o?.scope.kind === 'variants'
          ? o.scope.variantIds.join(', ')
          : '',
    minCartInr: text(o?.minCartInr ?? null),
    minQuantity: text(o?.minQuantity ?? null),
    firstOrderOnly: o?.firstOrderOnly ?? false,
    onlineOnly: o?.onlineOnly ?? false,
    startsAt: o?.startsAt ?? '',
    endsAt: o?.endsAt ?? '',
    perShopperLimit: text(o?.perShopperLimit ?? null),
    totalLimit: text(o?.totalLimit ?? null),
    combinable: o?.combinable ?? true,
  };
}

const idList = (s: string) =>
  s
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);

function toTerms(d: Draft, codeEntry: OfferAnswer['codeEntry']): OfferTermsInput {
  const scope =
    d.scopeKind === 'shop'
      ? { kind: 'shop' as const }
      : d.scopeKind === 'categories'
        ? { kind: 'categories' as const, categories: d.categories as (typeof CATEGORIES)[number][] }
        : d.scopeKind === 'products'
          ? { kind: 'products' as const, productIds: idList(d.ids) }
          : { kind: 'variants' as const, variantIds: idList(d.ids) };
  const code = d.code.trim();
  return {
    name: d.name,
    code,
    codeEntry: code ? codeEntry : 'bag',
    kind: d.kind,
    percent:
      d.kind === 'percent'
        ? num(d.percent)
        : d.kind === 'buy-x-get-y'
          ? d.getFree
            ? 100
            : num(d.percent)
          : null,
    amountInr: d.kind === 'flat' ? num(d.amountInr) : null,
    buyQuantity: d.kind === 'buy-x-get-y' ? num(d.buyQuantity) : null,
    getQuantity: d.kind === 'buy-x-get-y' ? num(d.getQuantity) : null,
    tierUnit: d.tierUnit,
    tiers:
      d.kind === 'tiers'
        ? d.tiers
            .filter((t) => t.minInr.trim() || t.value.trim())
            .map((t) => ({ minInr: Number(t.minInr), value: Number(t.value) }))
        : [],
    scope,
    minCartInr: num(d.minCartInr),
    minQuantity: num(d.minQuantity),
    firstOrderOnly: d.firstOrderOnly,
    onlineOnly: d.onlineOnly,
    startsAt: d.startsAt || null,
    endsAt: d.endsAt || null,
    perShopperLimit: num(d.perShopperLimit),
    totalLimit: num(d.totalLimit),
    combinable: d.combinable,
  };
}

const KIND_OPTIONS = OFFER_KINDS.map((k) => ({ value: k, label: OFFER_KIND_LABELS[k] }));
const SCOPE_OPTIONS = [
  { value: 'shop', label: 'The whole shop' },
  { value: 'categories', label: 'Categories' },
  { value: 'products', label: 'Products (by id)' },
  { value: 'variants', label: 'Variants (by id)' },
];

export function OfferForm({ offer }: { offer: OfferAnswer | null }) {
  const navigate = useNavigate();
  const save = useSaveOffer(offer?.id ?? null);
  const [draft, setDraft] = useState<Draft>(() => toDraft(offer));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    // A message stays only until the field it is about changes.
    setErrors(
      (e) => (e[key] || e.form ? { ...e, [key]: undefined, form: undefined } : e) as Record<string, string>,
    );
  };
  const field = draftFields(draft, (k, v) => set(k, v as never), errors);
  const codeEntry = offer?.codeEntry ?? 'bag';

  const submit = () => {
    const parsed = OfferTermsSchema.safeParse(toTerms(draft, codeEntry));
    if (!parsed.success) {
      const found = firstIssues(parsed.error.issues);
      // A rule about the whole offer (superRefine) has no field: show it on the form.
      const whole = parsed.error.issues.find((i) => i.path.length === 0);
      if (whole) found.form = whole.message;
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        navigate(paths.admin.offers);
      },
      onError: (error) =>
        setErrors({ form: errorMessage(error, 'The offer could not be saved. Please try again.') }),
    });
  };

  const scopeError = errors.scope;
  return (
    <form
      className="space-y-5"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Card className="space-y-4">
        <h2 className="font-medium text-ink-900">What it gives</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <Input label="Name" hint="Shoppers see it in the bag." {...field('name')} />
          <Input
            label="Code (leave empty for an automatic offer)"
            autoCapitalize="characters"
            {...field('code', (v) => v.toUpperCase().replace(/\s/g, ''))}
          />
        </div>
        <Select
          label="Kind"
          options={KIND_OPTIONS}
          value={draft.kind}
          onChange={(e) => set('kind', e.target.value as OfferKind)}
        />
        {draft.kind === 'percent' ? (
          <Input label="Percent off" inputMode="numeric" {...field('percent')} />
        ) : null}
        {draft.kind === 'flat' ? (
          <Input label="Rupees off (₹)" inputMode="numeric" {...field('amountInr')} />
        ) : null}
        {draft.kind === 'buy-x-get-y' ? (
          <div className="space-y-3">
            <div className="grid gap-4 sm:grid-cols-2">
              <Input label="Buy (pieces)" inputMode="numeric" {...field('buyQuantity')} />
              <Input label="Get (pieces)" inputMode="numeric" {...field('getQuantity')} />
            </div>
            <SwitchRow
              title="The pieces she gets are free"
              checked={draft.getFree}
              onChange={(on) => set('getFree', on)}
            />
            {!draft.getFree ? (
              <Input label="Percent off the pieces she gets" inputMode="numeric" {...field('percent')} />
            ) : null}
            <p className="text-sm text-ink-500">
              Given once for every full group (buy 2 get 1: 3 pieces give 1, 6 give 2); the cheapest pieces
              are the ones she gets.
            </p>
          </div>
        ) : null}
        {draft.kind === 'tiers' ? (
          <fieldset className="space-y-3">
            <legend className="mb-2 text-sm font-medium text-ink-700">
              Tiers (the best one reached applies)
            </legend>
            <Select
              label="Each tier gives"
              options={[
                { value: 'flat', label: 'Rupees off' },
                { value: 'percent', label: 'Percent off' },
              ]}
              value={draft.tierUnit}
              onChange={(e) => set('tierUnit', e.target.value as Draft['tierUnit'])}
            />
            {draft.tiers.map((tier, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id and are only added or removed at the end
              <div key={i} className="flex items-end gap-2">
                <Input
                  className="flex-1"
                  label={`From (₹), tier ${i + 1}`}
                  inputMode="numeric"
                  value={tier.minInr}
                  onChange={(e) =>
                    set(
                      'tiers',
                      draft.tiers.map((t, k) => (k === i ? { ...t, minInr: e.target.value } : t)),
                    )
                  }
                />
                <Input
                  className="flex-1"
                  label={draft.tierUnit === 'flat' ? 'Rupees off' : 'Percent off'}
                  inputMode="numeric"
                  value={tier.value}
                  onChange={(e) =>
                    set(
                      'tiers',
                      draft.tiers.map((t, k) => (k === i ? { ...t, value: e.target.value } : t)),
                    )
                  }
                />
                {draft.tiers.length > 1 ? (
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove tier ${i + 1}`}
                    onClick={() =>
                      set(
                        'tiers',
                        draft.tiers.filter((_, k) => k !== i),
                      )
                    }
                  >
                    <X aria-hidden="true" className="size-4" />
                  </Button>
                ) : null}
              </div>
            ))}
            {draft.tiers.length < 5 ? (
              <Button
                type="button"
                variant="secondary"
                size="sm"
                onClick={() => set('tiers', [...draft.tiers, { minInr: '', value: '' }])}
              >
                <Plus aria-hidden="true" className="size-4" /> Add a tier
              </Button>
            ) : null}
            {errors.tiers ? <p className="text-sm text-danger-600">{errors.tiers}</p> : null}
          </fieldset>
        ) : null}
      </Card>

      <Card className="space-y-4">
        <h2 className="font-medium text-ink-900">What it applies to</h2>
        <Select
          label="Applies to"
          options={SCOPE_OPTIONS}
          value={draft.scopeKind}
          onChange={(e) => set('scopeKind', e.target.value as Draft['scopeKind'])}
        />
        {draft.scopeKind === 'categories' ? (
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-ink-700">Categories</legend>
            <div className="grid gap-2 sm:grid-cols-3">
              {CATEGORIES.map((c) => (
                <label key={c} className="flex min-h-tap items-center gap-2 text-sm text-ink-900">
                  <input
                    type="checkbox"
                    className="size-4 accent-plum-800"
                    checked={draft.categories.includes(c)}
                    onChange={(e) =>
                      set(
                        'categories',
                        e.target.checked ? [...draft.categories, c] : draft.categories.filter((x) => x !== c),
                      )
                    }
                  />
                  {c}
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
        {draft.scopeKind === 'products' || draft.scopeKind === 'variants' ? (
          <Input
            label={draft.scopeKind === 'products' ? 'Product ids' : 'Variant ids'}
            hint="Separate them with commas or spaces."
            {...field('ids')}
          />
        ) : null}
        {scopeError ? <p className="text-sm text-danger-600">{scopeError}</p> : null}
      </Card>

      <Card className="space-y-4">
        <h2 className="font-medium text-ink-900">When and for whom</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <Input
            label="Minimum cart value (₹)"
            inputMode="numeric"
            hint="Reached at the amount itself."
            {...field('minCartInr')}
          />
          <Input label="Minimum pieces" inputMode="numeric" {...field('minQuantity')} />
          <Input label="Starts (India time)" type="datetime-local" {...field('startsAt')} />
          <Input label="Ends (India time)" type="datetime-local" {...field('endsAt')} />
          <Input
            label="Uses per shopper"
            inputMode="numeric"
            hint="Counted by account and by phone number."
            {...field('perShopperLimit')}
          />
          <Input label="Total uses" inputMode="numeric" {...field('totalLimit')} />
        </div>
        <SwitchRow
          title="First order only (per account and per phone number)"
          checked={draft.firstOrderOnly}
          onChange={(on) => set('firstOrderOnly', on)}
        />
        <SwitchRow
          title="Paid online only (prepaid)"
          note="Applies when she pays online, never to pay on delivery: the checkout shows “Pay online and save”."
          checked={draft.onlineOnly}
          onChange={(on) => set('onlineOnly', on)}
        />
      </Card>

      <Card className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
          <h2 id="combines" className="font-medium text-ink-900">
            Combines with other offers
          </h2>
          <Switch labelledBy="combines" checked={draft.combinable} onChange={(on) => set('combinable', on)} />
        </div>
        <p className="text-sm text-ink-900" data-testid="combination-sentence">
          {combinationSentence({
            code: draft.code.trim() || null,
            combinable: draft.combinable,
            onlineOnly: draft.onlineOnly,
          })}
        </p>
        <p className="text-sm text-ink-500">The rule: {COMBINATION_RULE}</p>
      </Card>

      {errors.form ? (
        <p role="alert" className="text-sm font-medium text-danger-600">
          {errors.form}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" loading={save.isPending}>
          {offer ? 'Save offer' : 'Create offer'}
        </Button>
      </div>
    </form>
  );
}
