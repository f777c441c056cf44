// Order tracking progress of product rules §4: time moves an order to Packed and Shipped, only 'completed' delivers it.
import { TRACKING_PACKED_AFTER_DAYS, TRACKING_SHIPPED_AFTER_DAYS } from './constants.ts';
import { DAY_MS, orderDeliveryDate, toDate } from './dates.ts';

export const TRACKING_STEPS = ['Ordered', 'Packed', 'Shipped', 'Delivered'] as const;
type TrackingStep = (typeof TRACKING_STEPS)[number];

const PERCENTS = [25, 50, 75, 100] as const;

export type TrackingProgress = {
  stepIndex: 0 | 1 | 2 | 3;
  step: TrackingStep;
  percent: (typeof PERCENTS)[number];
  expectedDelivery: Date;
};

export function trackingProgress(input: {
  orderDate: Date | string;
  status: string;
  now: Date;
  /** The order's real fulfilment step (decision 0028): it can move the display ahead of the spec's clock. */
  fulfilment?: 'placed' | 'packed' | 'shipped' | 'delivered' | 'rto';
  /** The date promised at checkout for the delivery pincode; without it, order date + 7 days. */
  promisedBy?: string | null;
}): TrackingProgress {
  const orderDate = toDate(input.orderDate);
  const fullDays = Math.floor((toDate(input.now).getTime() - orderDate.getTime()) / DAY_MS);
  let stepIndex: TrackingProgress['stepIndex'] = 0;
  if (input.status === 'completed') stepIndex = 3;
  else if (fullDays >= TRACKING_SHIPPED_AFTER_DAYS) stepIndex = 2;
  else if (fullDays >= TRACKING_PACKED_AFTER_DAYS) stepIndex = 1;
  const real = { placed: 0, packed: 1, shipped: 2, delivered: 3, rto: 0 }[input.fulfilment ?? 'placed'] as
    | 0
    | 1
    | 2
    | 3;
  if (real > stepIndex) stepIndex = real;
  return {
    stepIndex,
    step: TRACKING_STEPS[stepIndex],
    percent: PERCENTS[stepIndex],
    expectedDelivery: input.promisedBy ? toDate(input.promisedBy) : orderDeliveryDate(orderDate),
  };
}
