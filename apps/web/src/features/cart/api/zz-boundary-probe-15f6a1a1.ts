import { x } from '../../../features/orders/api/get-user-orders';

export const probe = x;
