import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { InvoicePanel } from '../../../features/invoices/components/invoice-panel';
import { usePageMeta } from '../../../lib/page-meta';

/** /admin/invoices/:orderRef: any order's invoice, from the order desk. */
export function AdminInvoiceRoute() {
  const { orderRef = '' } = useParams();
  usePageMeta(`Invoice for order ${orderRef}`, 'The GST tax invoice of an order.');
  return (
    <div className="mx-auto max-w-5xl">
      <Link
        to={paths.admin.orderDesk(orderRef)}
        className={buttonClasses({ variant: 'link', className: 'mb-4 text-sm' })}
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Order desk
      </Link>
      <h1 className="mb-6 text-display font-medium">Invoice</h1>
      <InvoicePanel viewer="admin" orderRef={orderRef} />
    </div>
  );
}
