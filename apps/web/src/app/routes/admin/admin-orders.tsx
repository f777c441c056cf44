import { OrdersDesk } from '../../../features/admin-orders/components/orders-desk';
import { useRefundOrder } from '../../../features/admin-refunds/api/refund-order';
import { RefundOrderButton } from '../../../features/admin-refunds/components/refund-order-button';
import { AdminPage } from '../../../components/layout/admin-page';

export function AdminOrdersRoute() {
  const refund = useRefundOrder();
  return (
    <AdminPage
      title="All orders"
      about="Single and bundle orders of the Zariya shop."
      lead="Newest first. Set each order's status as it moves along."
    >
      <OrdersDesk
        actions={(order, label) => <RefundOrderButton order={order} label={label} />}
        refund={(order) => refund.mutateAsync({ orderId: order.orderRef, reason: 'cancelled' })}
      />
    </AdminPage>
  );
}
