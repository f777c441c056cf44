import type { ReactNode } from 'react';
import { QueryFailed } from '../../../components/ui/fetch-failed';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { useGstSettings } from '../api/get-gst-settings';
import { GstRates } from './gst-rates';
import { GstReport } from './gst-report';
import { HsnDefaultsForm } from './hsn-defaults-form';
import { ShopGstForm } from './shop-gst-form';

function Section({ title, note, children }: { title: string; note: string; children: ReactNode }) {
  return (
    <section className="rounded-xl bg-ivory-50 p-5 shadow-soft ring-1 ring-ivory-300/70 sm:p-6">
      <h2 className="font-display text-xl font-medium">{title}</h2>
      <p className="mt-1 mb-5 text-sm text-ink-700">{note}</p>
      {children}
    </section>
  );
}

/** /admin/gst: what tax invoices say and how they are priced. */
export function GstSettingsView() {
  const query = useGstSettings();
  if (query.isPending) return <Skeleton className="h-96" />;
  if (query.isError)
    return (
      <QueryFailed
        message={errorMessage(query.error, 'The GST settings could not be loaded.')}
        query={query}
      />
    );
  const { shop, categoryHsn, rates } = query.data;
  return (
    <div className="space-y-6">
      {shop ? null : (
        <p role="status" className="rounded-lg bg-gold-100 px-4 py-3 text-sm text-ink-900">
          Invoices start once the shop's GST details are saved: orders paid from then on get a tax invoice.
        </p>
      )}
      <Section title="Shop" note="Printed on every invoice and credit note.">
        <ShopGstForm shop={shop} />
      </Section>
      <Section
        title="Monthly GST report"
        note="Invoice-wise lines and the HSN summary, as GSTR-1 asks for them."
      >
        <GstReport />
      </Section>
      <Section
        title="HSN codes by category"
        note="Used for products without their own HSN code (set one on the product form for jewellery, bags or cotton sarees)."
      >
        <HsnDefaultsForm categoryHsn={categoryHsn} />
      </Section>
      <Section
        title="GST rates"
        note="Prices include GST. The rate follows each piece's price after discount; add a dated row when the GST Council changes rates."
      >
        <GstRates rates={rates} />
      </Section>
    </div>
  );
}
