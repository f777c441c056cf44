import { PIN_CODE_PATTERN } from '@zariya/shared/accounts';
import {
  DELIVERY_ZONE_LABELS,
  DELIVERY_ZONES,
  type DeliveryZone,
  MAX_ZONE_DAYS,
  METRO_CITIES,
  MIN_ZONE_DAYS,
} from '@zariya/shared/delivery-promise';
import { type DeliverySettingsAnswer, PINCODE_MESSAGES, parsePincodeList } from '@zariya/shared/pincode-api';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/api-client';
import { useSaveDeliverySettings } from '../api/save-delivery-settings';
import { PincodeInput } from '../../../components/ui/pincode-input';
import { FormAlert } from '../../../components/ui/form-alert';

const ZONE_NOTES: Record<DeliveryZone, string> = {
  sameCity: "The shop's district, or the whole of its metro city",
  sameState: "Elsewhere in the shop's state",
  metro: `Between two metro cities (${METRO_CITIES.map((m) => m.city).join(', ')})`,
  restOfIndia: 'Everywhere else, and every pincode while the shop pincode is not set',
};

/** The owner's delivery settings; the server checks every pincode against India Post's directory. */
export function DeliverySettingsForm({ settings }: { settings: DeliverySettingsAnswer }) {
  const save = useSaveDeliverySettings();
  const [origin, setOrigin] = useState(settings.originPincode ?? '');
  const [days, setDays] = useState<Record<DeliveryZone, string>>(
    () =>
      Object.fromEntries(DELIVERY_ZONES.map((z) => [z, String(settings.zoneDays[z])])) as Record<
        DeliveryZone,
        string
      >,
  );
  const [unserved, setUnserved] = useState(settings.unservedPincodes.join(', '));
  const [errors, setErrors] = useState<Partial<Record<'origin' | 'unserved' | DeliveryZone, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    const pin = origin.trim();
    if (pin && !PIN_CODE_PATTERN.test(pin)) found.origin = PINCODE_MESSAGES.malformed;
    const zoneDays = {} as Record<DeliveryZone, number>;
    for (const zone of DELIVERY_ZONES) {
      const n = Number(days[zone]);
      if (!Number.isInteger(n) || n < MIN_ZONE_DAYS || n > MAX_ZONE_DAYS)
        found[zone] = `Days must be a whole number from ${MIN_ZONE_DAYS} to ${MAX_ZONE_DAYS}.`;
      zoneDays[zone] = n;
    }
    const list = parsePincodeList(unserved);
    if (list.invalid.length > 0) found.unserved = `Not a 6-digit pincode: ${list.invalid.join(', ')}.`;
    setErrors(found);
    setServerError(null);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { originPincode: pin || null, zoneDays, unservedPincodes: list.pincodes },
      {
        onSuccess: (saved) => {
          setUnserved(saved.unservedPincodes.join(', '));
          toast.success(saved.message ?? PINCODE_MESSAGES.settingsSaved);
        },
        onError: (error) =>
          setServerError(errorMessage(error, 'Could not save the settings. Please try again.')),
      },
    );
  };

  const place = settings.origin && settings.origin.pincode === origin.trim() ? settings.origin : null;
  return (
    <form onSubmit={submit} noValidate aria-label="Delivery settings" className="space-y-8">
      <section className="space-y-3">
        <h2 className="font-display text-xl font-medium">Shop pincode</h2>
        <PincodeInput
          label="Ships from pincode"
          className="max-w-xs"
          value={origin}
          onDigits={setOrigin}
          hint={place ? `${place.city}, ${place.state}` : 'Where parcels leave from; decides each zone.'}
          error={errors.origin}
        />
      </section>

      <section className="space-y-3">
        <h2 className="font-display text-xl font-medium">Working days per zone</h2>
        <p className="text-sm text-ink-700">
          Days after the order, Sundays not counted. Shoppers without a pincode keep the usual dates.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          {DELIVERY_ZONES.map((zone) => (
            <Input
              key={zone}
              label={DELIVERY_ZONE_LABELS[zone]}
              type="number"
              inputMode="numeric"
              min={MIN_ZONE_DAYS}
              max={MAX_ZONE_DAYS}
              value={days[zone]}
              onChange={(e) => setDays((d) => ({ ...d, [zone]: e.target.value }))}
              hint={ZONE_NOTES[zone]}
              error={errors[zone]}
            />
          ))}
        </div>
      </section>

      <section className="space-y-3">
        <h2 className="font-display text-xl font-medium">Pincodes not served</h2>
        <Textarea
          label="Pincodes not served"
          rows={4}
          value={unserved}
          onChange={(e) => setUnserved(e.target.value)}
          hint="Separated by commas, spaces or lines. Orders to these are refused and the product page says so."
          error={errors.unserved}
        />
      </section>

      <FormAlert>{serverError}</FormAlert>
      <Button type="submit" loading={save.isPending}>
        Save delivery settings
      </Button>
    </form>
  );
}
