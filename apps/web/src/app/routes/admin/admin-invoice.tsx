import { useParams } from 'react-router';
import { BackLink } from '../../../components/layout/admin-page';
import { paths } from '../../../config/paths';
import { InvoicePanel } from '../../../features/invoices/components/invoice-panel';
import { usePageMeta } from '../../../lib/page-meta';

/** /admin/invoices/:orderRef: any order's invoice, from the order desk. */
export function AdminInvoiceRoute() {
  const { orderRef = '' } = useParams();
  usePageMeta(`Invoice for order ${orderRef}`, 'The GST tax invoice of an order.');
  return (
    <div className="mx-auto max-w-5xl">
      <BackLink to={paths.admin.orderDesk(orderRef)}>Order desk</BackLink>
      <h1 className="mb-6 text-display font-medium">Invoice</h1>
      <InvoicePanel viewer="admin" orderRef={orderRef} />
    </div>
  );
}
