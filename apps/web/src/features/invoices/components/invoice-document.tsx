import type { GstDocument } from '@zariya/shared/gst-api';
import { formatDisplayDate } from '@zariya/shared/dates';

const money = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const inr = (n: number) => money.format(n);
const shortDate = (iso: string) => formatDisplayDate(`${iso}T00:00:00+05:30`);

function Party({ title, lines }: { title: string; lines: Array<string | null> }) {
  return (
    <div>
      <h2 className="text-xs font-semibold tracking-wide text-ink-500 uppercase">{title}</h2>
      {lines.filter(Boolean).map((line, i) => (
        <p key={line} className={i === 0 ? 'mt-1 font-medium text-ink-900' : 'text-sm text-ink-700'}>
          {line}
        </p>
      ))}
    </div>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4 text-sm sm:block">
      <dt className="text-ink-500">{label}</dt>
      <dd className="font-medium text-ink-900 tabular-nums">{value}</dd>
    </div>
  );
}

function Total({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-ink-700">{label}</dt>
      <dd className="text-ink-900">{value}</dd>
    </div>
  );
}

/** An invoice or credit note as issued (CGST Rule 46): the same fields as its PDF, laid out for the screen. */
export function InvoiceDocument({ document: d }: { document: GstDocument }) {
  const taxes = d.intraState
    ? [
        ['CGST', d.totals.cgst],
        ['SGST', d.totals.sgst],
      ]
    : [['IGST', d.totals.igst]];
  return (
    <article
      aria-label={`${d.title} ${d.number}`}
      className="rounded-xl bg-ivory-50 p-5 shadow-soft ring-1 ring-ivory-300/70 sm:p-8"
    >
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-ivory-300 pb-5">
        <div>
          <p className="font-display text-2xl font-medium text-plum-900">{d.title}</p>
          <p className="mt-1 text-sm text-ink-500">Prices include GST</p>
        </div>
        <dl className="grid w-full grid-cols-1 gap-2 sm:w-auto sm:grid-cols-2 sm:gap-x-8">
          <Fact label={d.kind === 'invoice' ? 'Invoice No.' : 'Credit note No.'} value={d.number} />
          <Fact label="Date" value={shortDate(d.date)} />
          {d.against ? <Fact label="Against invoice" value={d.against.number} /> : null}
          <Fact label="Order" value={d.orderRef} />
          <Fact label="Place of supply" value={`${d.placeOfSupply.name} (${d.placeOfSupply.code})`} />
          <Fact label="Reverse charge" value={d.reverseCharge} />
        </dl>
      </header>

      <div className="grid gap-6 border-b border-ivory-300 py-5 sm:grid-cols-3">
        <Party
          title="Sold by"
          lines={[
            d.seller.name,
            d.seller.tradeName,
            d.seller.address,
            `${d.seller.stateName} (${d.seller.stateCode})`,
            `GSTIN ${d.seller.gstin}`,
          ]}
        />
        <Party
          title="Billed to"
          lines={[
            d.buyer.name,
            d.buyer.address || null,
            `${d.buyer.stateName} (${d.buyer.stateCode})`,
            d.buyer.phone,
          ]}
        />
        <Party title="Shipped to" lines={[d.buyer.name, d.shipTo || 'Address not given']} />
      </div>
      {d.reason ? <p className="pt-4 text-sm text-ink-700">Reason: {d.reason}</p> : null}

      <table className="mt-5 hidden w-full text-sm md:table">
        <caption className="sr-only">Items</caption>
        <thead>
          <tr className="border-b border-ivory-300 text-left text-xs text-ink-500 uppercase">
            <th className="py-2 pr-2 font-medium">Item</th>
            <th className="px-2 font-medium">HSN</th>
            <th className="px-2 text-right font-medium">Qty</th>
            <th className="px-2 text-right font-medium">Discount</th>
            <th className="px-2 text-right font-medium">Taxable value</th>
            <th className="px-2 text-right font-medium">GST</th>
            <th className="pl-2 text-right font-medium">Amount</th>
          </tr>
        </thead>
        <tbody className="tabular-nums">
          {d.lines.map((l, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an issued document's lines never change order
            <tr key={`${l.description}-${i}`} className="border-b border-ivory-200 align-top">
              <td className="py-2.5 pr-2 text-ink-900">
                {l.description}
                {l.sku ? <span className="block font-mono text-xs text-ink-500">SKU {l.sku}</span> : null}
              </td>
              <td className="px-2">{l.hsn}</td>
              <td className="px-2 text-right">
                {l.quantity} {l.unit}
              </td>
              <td className="px-2 text-right">{inr(l.discount)}</td>
              <td className="px-2 text-right">{inr(l.taxableValue)}</td>
              <td className="px-2 text-right">
                {d.intraState
                  ? `${inr(l.cgst + l.sgst)} (${l.rate / 2}% + ${l.rate / 2}%)`
                  : `${inr(l.igst)} (${l.rate}%)`}
              </td>
              <td className="pl-2 text-right font-medium text-ink-900">{inr(l.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <ul className="mt-5 divide-y divide-ivory-200 md:hidden" aria-label="Items">
        {d.lines.map((l, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an issued document's lines never change order
          <li key={`${l.description}-${i}`} className="py-3 text-sm">
            <div className="flex justify-between gap-3">
              <span className="font-medium text-ink-900">{l.description}</span>
              <span className="font-medium text-ink-900 tabular-nums">{inr(l.value)}</span>
            </div>
            {l.sku ? <p className="font-mono text-xs text-ink-500">SKU {l.sku}</p> : null}
            <p className="mt-1 text-ink-500 tabular-nums">
              HSN {l.hsn} · {l.quantity} {l.unit} · taxable {inr(l.taxableValue)} · GST {l.rate}%
              {l.discount > 0 ? ` · discount ${inr(l.discount)}` : ''}
            </p>
          </li>
        ))}
      </ul>

      <div className="mt-5 flex justify-end">
        <dl className="w-full max-w-xs space-y-1.5 text-sm tabular-nums">
          {d.totals.discount > 0 ? <Total label="Discount" value={inr(d.totals.discount)} /> : null}
          <Total label="Taxable value" value={inr(d.totals.taxableValue)} />
          {taxes.map(([label, value]) => (
            <Total key={label as string} label={label as string} value={inr(value as number)} />
          ))}
          <div className="flex justify-between border-t border-ivory-300 pt-2 text-base font-semibold text-plum-900">
            <dt>{d.kind === 'invoice' ? 'Invoice total' : 'Credit note total'}</dt>
            <dd>{inr(d.totals.total)}</dd>
          </div>
        </dl>
      </div>
      <p className="mt-4 text-sm text-ink-700">{d.amountInWords}</p>
      <p className="mt-1 text-sm text-ink-700">Tax payable on reverse charge: {d.reverseCharge}</p>
      <footer className="mt-8 text-right text-sm">
        <p className="font-medium text-ink-900">For {d.signatory}</p>
        <p className="mt-8 inline-block border-t border-ink-300 pt-1 text-ink-500">Authorised Signatory</p>
      </footer>
    </article>
  );
}
