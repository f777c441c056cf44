// The return or exchange form of one delivered order: which pieces, why, a photo, and for an exchange the new
// size or colour (the product's own; the sizes and colours sold out in the other pick are shown but cannot be chosen,
// decision 0043). The server decides; its sentence is shown.
import {
  exchangeAvailability,
  NO_REASON,
  RETURN_REASON_LABELS,
  RETURN_REASONS,
  type ReturnKind,
  type ReturnReason,
} from '@zariya/shared/returns';
import { MAX_IMAGE_BYTES } from '@zariya/shared/catalog';
import { formatDisplayDate } from '@zariya/shared/dates';
import type { TFunction } from 'i18next';
import { Camera } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button, buttonClasses } from '../../../components/ui/button';
import { PillChoices } from '../../../components/ui/pill-choices';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useLocale, useT } from '../../../lib/i18n';
import { useReturnOptions } from '../api/get-return-options';
import { useRequestReturn } from '../api/request-return';

export function ReturnForm({ orderRef, onDone }: { orderRef: string; onDone: () => void }) {
  const { t } = useT();
  const locale = useLocale();
  const options = useReturnOptions(orderRef);
  const send = useRequestReturn();
  const [kind, setKind] = useState<ReturnKind>('return');
  const [picked, setPicked] = useState<Record<number, number>>({});
  const [reason, setReason] = useState<ReturnReason | ''>('');
  const [note, setNote] = useState('');
  const [size, setSize] = useState('');
  const [color, setColor] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [error, setError] = useState('');

  if (options.isPending) return <p className="text-sm text-ink-600">{t('Loading your order…')}</p>;
  if (options.isError) return <p role="alert">{errorMessage(options.error, options.error.message)}</p>;
  const { refusal, deadline } = options.data;
  if (refusal)
    return (
      <p role="alert" className="text-sm text-ink-800">
        {t(refusal)}
      </p>
    );
  const lines = options.data.lines.filter((l) => l.left > 0);
  if (lines.length === 0)
    return (
      <p className="text-sm text-ink-800">
        {t('Every item of this order is already in a return or exchange.')}
      </p>
    );

  // A single line is picked for the shopper; a bundle asks which lines and how many.
  const chosen =
    lines.length === 1 && picked[lines[0].lineId] === undefined ? { [lines[0].lineId]: 1 } : picked;
  const items = Object.entries(chosen)
    .filter(([, q]) => q > 0)
    .map(([lineId, quantity]) => ({ lineId: Number(lineId), quantity }));
  const exchangeLine =
    kind === 'exchange' && items.length === 1 ? lines.find((l) => l.lineId === items[0].lineId) : undefined;
  // The variant the picks name (a pick left alone keeps the bought one), and what is sold out beside it.
  const stock = exchangeLine ? exchangeAvailability(exchangeLine, { size, color }) : null;
  const soldOutPick =
    exchangeLine && stock && (size || color) && !stock.inStock
      ? t('{{choice}} is sold out. Please choose another size or colour.', {
          choice: [size || exchangeLine.size, color || exchangeLine.color].filter(Boolean).join(' · '),
        })
      : '';
  const optionOf = (value: string, available: boolean | undefined) => ({
    value,
    label: available === false ? t('{{option}}, sold out', { option: value }) : value,
    disabled: available === false,
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = !items.length
      ? t('Pick at least one item.')
      : kind === 'exchange' && items.length !== 1
        ? t('An exchange is for one item at a time.')
        : kind === 'exchange' && !size && !color
          ? t('Pick another size or colour for the exchange.')
          : soldOutPick
            ? soldOutPick
            : !photo
              ? t('Add a photo of the item.')
              : '';
    setError(problem);
    if (problem) return;
    send.mutate(
      {
        orderId: orderRef,
        kind,
        reason,
        note: note.trim(),
        items,
        size: size || undefined,
        color: color || undefined,
        photo,
      },
      {
        onSuccess: () => {
          toast.success(kind === 'return' ? 'Return requested.' : 'Exchange requested.');
          onDone();
        },
        onError: (err) => setError(returnError(err, t)),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {deadline ? (
        <p className="text-sm text-ink-600">
          {t('Open until {{date}}.', { date: formatDisplayDate(deadline, locale) })}
        </p>
      ) : null}
      <PillChoices
        legend={t('What would you like?')}
        legendClassName="mb-1.5 text-sm font-medium text-ink-900"
        name="kind"
        options={[
          { value: 'return', label: t('Return for a refund') },
          { value: 'exchange', label: t('Exchange size or colour') },
        ]}
        value={kind}
        onChange={setKind}
        fill
      />
      <fieldset className="space-y-2">
        <legend className="mb-1.5 text-sm font-medium text-ink-900">{t('Items')}</legend>
        {lines.map((line) => (
          <div
            key={line.lineId}
            className="flex items-center justify-between gap-3 rounded-lg border border-ivory-300 p-2.5"
          >
            <div translate="no" className="min-w-0 text-sm">
              <p className="truncate font-medium text-ink-900">{line.productName}</p>
              <p className="text-ink-600">{[line.size, line.color].filter(Boolean).join(' · ')}</p>
            </div>
            <Select
              inline
              label={t('Pieces of {{name}}', { name: line.productName })}
              hideLabel
              value={String(chosen[line.lineId] ?? 0)}
              onChange={(e) => setPicked({ ...chosen, [line.lineId]: Number(e.target.value) })}
              options={Array.from({ length: line.left + 1 }, (_, n) => ({
                value: String(n),
                label: n === 0 ? t('None') : t('{{count}} of {{total}}', { count: n, total: line.left }),
              }))}
            />
          </div>
        ))}
      </fieldset>
      {exchangeLine ? (
        exchangeLine.inStock ? (
          <div className="grid grid-cols-2 gap-3">
            <Select
              label={t('New size')}
              value={size}
              onChange={(e) => setSize(e.target.value)}
              options={[
                {
                  value: '',
                  label: exchangeLine.size ? t('Keep {{size}}', { size: exchangeLine.size }) : t('Keep size'),
                },
                ...exchangeLine.sizes
                  .filter((s) => s !== exchangeLine.size)
                  .map((s) => optionOf(s, stock?.sizes.get(s))),
              ]}
            />
            <Select
              label={t('New colour')}
              value={color}
              onChange={(e) => setColor(e.target.value)}
              options={[
                {
                  value: '',
                  label: exchangeLine.color
                    ? t('Keep {{colour}}', { colour: exchangeLine.color })
                    : t('Keep colour'),
                },
                ...exchangeLine.colors
                  .filter((c) => c !== exchangeLine.color)
                  .map((c) => optionOf(c, stock?.colors.get(c))),
              ]}
            />
            {soldOutPick ? <p className="col-span-2 text-sm text-danger-600">{soldOutPick}</p> : null}
          </div>
        ) : (
          <p className="text-sm text-ink-800">
            {t('This product is out of stock, so it cannot be exchanged now; you can return it.')}
          </p>
        )
      ) : null}
      {/* Returns are "no questions asked" (product rules top banner): a reason helps the shop but is never required. */}
      <Select
        label={t('Reason (optional)')}
        value={reason}
        onChange={(e) => setReason(e.target.value as ReturnReason | '')}
        options={[
          { value: '', label: t('No reason needed') },
          ...RETURN_REASONS.filter((r) => r !== NO_REASON).map((r) => ({
            value: r,
            label: t(RETURN_REASON_LABELS[r]),
          })),
        ]}
      />
      <Textarea
        label={t('Note (optional)')}
        rows={2}
        maxLength={500}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
      <PhotoPicker
        photo={photo}
        onChange={(file) => {
          setPhoto(file);
          setError('');
        }}
      />
      {error ? (
        <p role="alert" className="text-sm font-medium text-danger-600">
          {error}
        </p>
      ) : null}
      <Button type="submit" loading={send.isPending} className="w-full">
        {kind === 'return' ? t('Request return') : t('Request exchange')}
      </Button>
    </form>
  );
}

/**
 * The photo field: a labelled button instead of the browser's bare "Choose File", with a preview of the chosen
 * photo and its name. The file input stays in the page (visually hidden) for the keyboard and screen readers.
 */
function PhotoPicker({ photo, onChange }: { photo: File | null; onChange: (file: File | null) => void }) {
  const { t } = useT();
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!photo) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(photo);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [photo]);
  return (
    <div>
      <label htmlFor="return-photo" className="mb-1.5 block text-sm font-medium text-ink-900">
        {t('Photo of the item')}
      </label>
      <div className="flex items-center gap-3">
        {preview ? (
          <img
            src={preview}
            alt=""
            className="size-16 shrink-0 rounded-md object-cover ring-1 ring-ivory-300"
          />
        ) : (
          <span className="inline-flex size-16 shrink-0 items-center justify-center rounded-md bg-ivory-100 text-plum-700 ring-1 ring-ivory-300">
            <Camera aria-hidden="true" className="size-6" />
          </span>
        )}
        <div className="min-w-0">
          <input
            id="return-photo"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-describedby="return-photo-hint"
            onChange={(e) => onChange(e.target.files?.[0] ?? null)}
            className="peer sr-only"
          />
          <label
            htmlFor="return-photo"
            className={buttonClasses({
              variant: 'secondary',
              size: 'md',
              className:
                'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-plum-700',
            })}
          >
            {photo ? t('Change photo') : t('Choose a photo')}
          </label>
          <p
            id="return-photo-hint"
            translate={photo ? 'no' : undefined}
            className="mt-1 truncate text-xs text-ink-600"
          >
            {photo
              ? photo.name
              : t('JPEG, PNG or WebP, up to {{size}} MB.', { size: MAX_IMAGE_BYTES / 1024 / 1024 })}
          </p>
        </div>
      </div>
    </div>
  );
}

/** The server's refusal in the shopper's language; a size or colour it names stays as the shop wrote it. */
function returnError(error: unknown, t: TFunction): string {
  if (!(error instanceof Error)) return t('The request could not be sent.');
  // Decided on the code; the sentence is read only for the size or colour it names.
  const offered =
    error instanceof ApiError && error.code === 'BAD_EXCHANGE_CHOICE'
      ? /^(Size|Colour) "(.*)" is not offered for this product\.$/.exec(error.message)
      : null;
  if (offered?.[1] === 'Size')
    return t('Size "{{size}}" is not offered for this product.', { size: offered[2] });
  if (offered) return t('Colour "{{colour}}" is not offered for this product.', { colour: offered[2] });
  return errorMessage(error, error.message);
}
