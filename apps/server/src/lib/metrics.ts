// Every Prometheus metric of the shop, in one registry per process (prom-client), served at /metrics
// (plugins/metrics.ts). Services count what happened after it committed, so a rolled-back transaction counts
// nothing. Label values are bounded: route patterns, never raw URLs; states and outcomes from fixed lists.
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

export const registry = new Registry();
// Process metrics (CPU, memory, handles, GC) and the event loop's delay (nodejs_eventloop_lag_*).
collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

export const httpRequests = new Counter({
  name: 'zariya_http_requests_total',
  help: 'HTTP answers by method, route pattern and status code.',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});

export const httpDuration = new Histogram({
  name: 'zariya_http_request_duration_seconds',
  help: 'Time from the request arriving to the answer sent, by method and route pattern.',
  labelNames: ['method', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const httpErrors = new Counter({
  name: 'zariya_http_errors_total',
  help: 'Answers with a 4xx or 5xx status, by route pattern, status class and error code.',
  labelNames: ['route', 'class', 'code'] as const,
  registers: [registry],
});

export const ordersPlaced = new Counter({
  name: 'zariya_orders_placed_total',
  help: 'Paid orders saved (single or bundle).',
  labelNames: ['kind'] as const,
  registers: [registry],
});

export type PaymentOutcome = 'created' | 'paid' | 'refund_due' | 'failed' | 'expired';
export const payments = new Counter({
  name: 'zariya_payments_total',
  help: 'Payment orders by outcome: created, paid (an order), refund_due (paid without goods), failed, expired.',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

export const refunds = new Counter({
  name: 'zariya_refunds_total',
  help: 'Refunds entering each state (due, requested, processed, failed).',
  labelNames: ['status'] as const,
  registers: [registry],
});

export const refundsAmount = new Counter({
  name: 'zariya_refunds_amount_rupees_total',
  help: 'Rupees of the refunds entering each state.',
  labelNames: ['status'] as const,
  registers: [registry],
});

/** A refund entered `status` (after its transaction committed). */
export function countRefund(status: string, amountPaise: number) {
  refunds.inc({ status });
  refundsAmount.inc({ status }, amountPaise / 100);
}

export const holdsCreated = new Counter({
  name: 'zariya_holds_created_total',
  help: 'Stock holds placed while a payment is open (one per product of a payment order).',
  registers: [registry],
});

export const holdsExpired = new Counter({
  name: 'zariya_holds_expired_total',
  help: 'Stock holds released by the expiry job because their payment window lapsed.',
  registers: [registry],
});

export type CacheName = 'catalogue_answer' | 'card' | 'page' | 'catalogue_engine';
export const cacheLookups = new Counter({
  name: 'zariya_cache_lookups_total',
  help: 'Lookups in the in-process caches (catalogue answers, product cards, drawn pages), by hit or miss.',
  labelNames: ['cache', 'result'] as const,
  registers: [registry],
});

/** Counts `hits` hits and `misses` misses of one cache. */
export function countCache(cache: CacheName, hits: number, misses: number) {
  if (hits > 0) cacheLookups.inc({ cache, result: 'hit' }, hits);
  if (misses > 0) cacheLookups.inc({ cache, result: 'miss' }, misses);
}

/** Reads the number of active holds; set by the app that owns the database (plugins/metrics.ts). */
type CountSource = () => Promise<number>;
let activeHoldsSource: CountSource | undefined;
export function setActiveHoldsSource(source: CountSource | undefined) {
  activeHoldsSource = source;
}

new Gauge({
  name: 'zariya_holds_active',
  help: 'Stock holds in force now (not released, not lapsed).',
  registers: [registry],
  // Every process reads the same database: summed across a cluster's workers it would count each hold N times.
  aggregator: 'max',
  async collect() {
    if (activeHoldsSource) this.set(await activeHoldsSource().catch(() => Number.NaN));
  },
});

/** Jobs waiting or running, per queue; set by the app that runs the queue (plugins/metrics.ts). */
type QueueDepths = () => Record<string, number> | Promise<Record<string, number>>;
let queueDepthsSource: QueueDepths | undefined;
export function setQueueDepthsSource(source: QueueDepths | undefined) {
  queueDepthsSource = source;
}

new Gauge({
  name: 'zariya_job_queue_depth',
  help: 'Background jobs waiting or running, per queue.',
  labelNames: ['queue'] as const,
  registers: [registry],
  // A shared queue (BullMQ) reports the same depth to every worker of a cluster.
  aggregator: 'max',
  async collect() {
    this.reset();
    // A queue that cannot be read (Redis down) leaves the gauge empty rather than failing the whole scrape.
    const depths = await Promise.resolve()
      .then(() => queueDepthsSource?.())
      .catch(() => undefined);
    for (const [queue, depth] of Object.entries(depths ?? {})) this.set({ queue }, depth);
  },
});
