// The contract of GET /api/admin/dashboard (the owner's dashboard); its rules live in dashboard.ts.
import { z } from 'zod';
import { DASHBOARD_FIRST_DAY, isCalendarDay, LOW_STOCK_THRESHOLD_MAX, SHOP_TIME_ZONE } from './dashboard.ts';

export const DASHBOARD_MESSAGES = {
  badDay: 'Date must be a day like 2026-11-24.',
  dayOutOfRange: `Date must be a day from ${DASHBOARD_FIRST_DAY} to today.`,
  badThreshold: `Low-stock threshold must be a whole number from 0 to ${LOW_STOCK_THRESHOLD_MAX}.`,
} as const;

/** GET /api/admin/dashboard?date=YYYY-MM-DD&lowStock=N: the dashboard as of a Kolkata day (today by default). */
export const DashboardQuerySchema = z.object({
  date: z
    .string({ error: DASHBOARD_MESSAGES.badDay })
    .refine(isCalendarDay, DASHBOARD_MESSAGES.badDay)
    .refine((d) => d >= DASHBOARD_FIRST_DAY, DASHBOARD_MESSAGES.dayOutOfRange)
    .optional(),
  lowStock: z.coerce
    .number({ error: DASHBOARD_MESSAGES.badThreshold })
    .int(DASHBOARD_MESSAGES.badThreshold)
    .min(0, DASHBOARD_MESSAGES.badThreshold)
    .max(LOW_STOCK_THRESHOLD_MAX, DASHBOARD_MESSAGES.badThreshold)
    .optional(),
});
export type DashboardQuery = z.infer<typeof DashboardQuerySchema>;

const FiguresSchema = z.object({ orders: z.number().int(), revenue: z.number() });

const TopProductSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  units: z.number().int(),
  /** Rupees its orders paid for it: a single order's amount, a bundle line's total after its coupons. */
  revenue: z.number(),
});
export type TopProduct = z.infer<typeof TopProductSchema>;

export const DashboardSchema = z.object({
  /** The Kolkata day the figures are for. */
  day: z.string(),
  timeZone: z.literal(SHOP_TIME_ZONE),
  today: FiguresSchema,
  month: FiguresSchema,
  /** DASHBOARD_DAYS days, oldest first, every day present. */
  days: z.array(z.object({ day: z.string(), orders: z.number().int(), revenue: z.number() })),
  topByUnits: z.array(TopProductSchema),
  topByRevenue: z.array(TopProductSchema),
  lowStock: z.object({
    threshold: z.number().int(),
    /**
     * Products not deleted whose counted stock is at or below the threshold, sold out first (uncounted stock never
     * is): a pooled product as one row (its pool); a product counted per size and colour (decision 0043) as one row
     * per variant on sale at or below it, with its size, colour and SKU.
     */
    count: z.number().int(),
    products: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        stock: z.number().int(),
        /** Set for a variant of a split product; absent for a pooled product's pool. */
        variant: z
          .object({ id: z.number().int(), size: z.string(), color: z.string(), sku: z.string() })
          .optional(),
      }),
    ),
  }),
  /** Money owed back and not yet with the shopper: refunds due, requested or failed. */
  refunds: z.object({
    count: z.number().int(),
    amount: z.number(),
    /** Of which failed: the owner must retry them. */
    failed: z.number().int(),
  }),
  /** Tickets neither solved nor resolved. */
  openTickets: z.number().int(),
  /** Paid (or cash-on-delivery) orders not closed, waiting to be packed, and packed but not yet shipped. */
  toFulfil: z.object({ toPack: z.number().int(), toShip: z.number().int() }),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
