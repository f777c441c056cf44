import { financialYear, indiaDate, invoiceNumber } from '@zariya/shared/gst';
import { type GstSettings, ShopGstSchema } from '@zariya/shared/gst-api';
import { INDIAN_STATES } from '@zariya/shared/gstin';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { draftFields, firstIssues } from '../../../components/forms/draft-fields';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/api-client';
import { useSaveShopGst } from '../api/save-shop-gst';

const STATE_OPTIONS = [
  { value: '', label: 'Choose the state' },
  ...INDIAN_STATES.map((s) => ({ value: s.code, label: `${s.name} (${s.code})` })),
];

type Draft = {
  legalName: string;
  tradeName: string;
  address: string;
  stateCode: string;
  gstin: string;
  invoicePrefix: string;
};

/** The shop as every invoice names it; checked here with the server's own rules before it is sent. */
export function ShopGstForm({ shop }: { shop: GstSettings['shop'] }) {
  const save = useSaveShopGst();
  const [draft, setDraft] = useState<Draft>(
    shop ?? {
      legalName: '',
      tradeName: 'Zariya',
      address: '',
      stateCode: '',
      gstin: '',
      invoicePrefix: 'ZR',
    },
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (name: keyof Draft, value: string) => {
    setDraft((d) => ({ ...d, [name]: value }));
    setErrors((e) => ({ ...e, [name]: '' }));
  };
  const field = draftFields(draft, set, errors);
  const upper = (text: string) => text.toUpperCase();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ShopGstSchema.safeParse(draft);
    if (!parsed.success) {
      setErrors(firstIssues(parsed.error.issues));
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: ({ message }) => toast.success(message),
      onError: (error) => toast.error(errorMessage(error, 'The GST details could not be saved.')),
    });
  };
  const prefix = /^[A-Za-z0-9-]{1,3}$/.test(draft.invoicePrefix) ? draft.invoicePrefix.toUpperCase() : 'ZR';
  const example = invoiceNumber(prefix, financialYear(indiaDate(new Date())), 1);
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      <Input label="Legal name" required {...field('legalName')} />
      <Input label="Trade name" {...field('tradeName')} />
      <Textarea label="Registered address" className="sm:col-span-2" rows={3} {...field('address')} />
      <Select label="State" options={STATE_OPTIONS} {...field('stateCode')} />
      <Input
        label="GSTIN"
        required
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={15}
        placeholder="29AAGCB7383J1Z4"
        {...field('gstin', upper)}
      />
      <Input
        label="Invoice prefix"
        required
        maxLength={3}
        hint={`Invoices are numbered like ${example}, from 1 each April.`}
        {...field('invoicePrefix', upper)}
      />
      <div className="flex items-end sm:justify-end">
        <Button type="submit" loading={save.isPending}>
          Save GST details
        </Button>
      </div>
    </form>
  );
}
