import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats } from '@shop/db';

export type PaymentOutcome = 'succeeded' | 'failed' | 'refunded';

/** One queue's depth by state: what `shop_job_queue_depth` shows. */
export type QueueDepth = { queue: string; state: string; count: number };

/**
 * What the services tell the metrics: each counter moves where the thing happens, in its
 * owner's service, once its transaction has committed.
 */
export type ShopEvents = {
  orderCreated(): void;
  payment(outcome: PaymentOutcome): void;
};

/**
 * The process's Prometheus metrics, in a registry of its own (every test app builds one in
 * the same process; the global registry would mix them). Counters and histograms live in
 * this process only: with N instances, Prometheus scrapes each and sums.
 */
export function createMetrics(options: { processMetrics: boolean }) {
  const registry = new Registry();
  if (options.processMetrics) collectDefaultMetrics({ register: registry });

  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status, with their duration in seconds',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const orders = new Counter({
    name: 'shop_orders_created_total',
    help: 'Orders created (committed) by this process',
    registers: [registry],
  });
  const payments = new Counter({
    name: 'shop_payments_total',
    help: 'Payments by outcome: succeeded, failed (declined) and refunded',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  for (const outcome of ['succeeded', 'failed', 'refunded'] as const) payments.inc({ outcome }, 0);
  orders.inc(0);

  let poolSource: (() => PoolStats) | undefined;
  new Gauge({
    name: 'shop_db_pool_connections',
    help: 'Database connections: max, total (open), idle, and waiting (callers queued for one)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.reset();
      const stats = poolSource?.();
      if (!stats) return;
      for (const state of ['max', 'total', 'idle', 'waiting'] as const) {
        const value = stats[state];
        if (value !== null) this.set({ state }, value);
      }
    },
  });

  let queueSource: (() => Promise<QueueDepth[]>) | undefined;
  new Gauge({
    name: 'shop_job_queue_depth',
    help: 'Background work waiting or failed, by queue and state',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const { queue, state, count } of (await queueSource?.()) ?? []) {
        this.set({ queue, state }, count);
      }
    },
  });

  const events: ShopEvents = {
    orderCreated: () => orders.inc(),
    payment: (outcome) => payments.inc({ outcome }),
  };

  return {
    registry,
    events,
    /** One answered request; `route` is the pattern ('/api/products/:id'), never the address. */
    observeRequest(method: string, route: string, statusCode: number, seconds: number) {
      requests.observe({ method, route, status_code: String(statusCode) }, seconds);
    },
    /** Where the pool gauge reads from (the database handle). */
    readPoolFrom(source: () => PoolStats) {
      poolSource = source;
    },
    /** Where the queue-depth gauge reads from, on each scrape (the mail outbox, a job table). */
    readQueueDepthFrom(source: () => Promise<QueueDepth[]>) {
      queueSource = source;
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
