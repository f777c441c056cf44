import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { InvoicePanel } from '../../../features/invoices/components/invoice-panel';
import { usePageMeta } from '../../../lib/page-meta';
import { useShopperSession } from '../../../lib/session';

/** /yourorder/:orderRef/invoice: the tax invoice of one of her orders, with its PDF. */
export function InvoiceRoute() {
  const { orderRef = '' } = useParams();
  usePageMeta(`Invoice for order ${orderRef}`, 'The GST tax invoice of your Zariya order.');
  const { token } = useShopperSession();
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <Link to={paths.orders} className={buttonClasses({ variant: 'link', className: 'mb-4 text-sm' })}>
        <ArrowLeft aria-hidden="true" className="size-4" /> Your orders
      </Link>
      <h1 className="mb-6 font-display text-display font-medium">Invoice</h1>
      {token ? (
        <InvoicePanel viewer="shopper" orderRef={orderRef} />
      ) : (
        <div className="rounded-xl bg-ivory-50 p-8 text-center ring-1 ring-ivory-300/70">
          <p className="text-ink-700">Please log in to see your invoice.</p>
          <Link to={paths.login} className={buttonClasses({ size: 'lg', className: 'mt-4' })}>
            Login/Sign up
          </Link>
        </div>
      )}
    </div>
  );
}
