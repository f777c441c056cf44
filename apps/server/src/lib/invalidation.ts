// Cross-process cache invalidation (decision 0030). Every in-process cache subscribes to a topic on the bus of
// its database handle; a write publishes the topic, which clears this process's caches at once and tells the
// other processes on the same data: through Redis pub/sub when REDIS_URL is set, else PostgreSQL
// LISTEN/NOTIFY, and nothing at all on the embedded PGlite (one process owns its files). A message that is
// lost (the link was down) must not leave a cache stale: when the link comes back every topic is cleared.
import { randomUUID } from 'node:crypto';

type Listener = () => void;

/** How messages reach the other processes. `publish` rejects when the link is down; it is not retried. */
export type InvalidationTransport = {
  publish: (message: string) => Promise<void>;
  close: () => Promise<void>;
};

type Log = { warn: (obj: object, msg: string) => void };

export class InvalidationBus {
  /** This process's bus: its own messages come back through Redis and NOTIFY, and are skipped. */
  readonly origin = randomUUID();
  private readonly listeners = new Map<string, Set<Listener>>();
  private transport?: InvalidationTransport;
  private log?: Log;

  subscribe(topic: string, listener: Listener): () => void {
    let set = this.listeners.get(topic);
    if (!set) {
      set = new Set();
      this.listeners.set(topic, set);
    }
    set.add(listener);
    return () => set.delete(listener);
  }

  /** Clears this process's caches of `topic` now, and the other processes' as soon as the message arrives. */
  publish(topic: string) {
    this.deliver(topic);
    const transport = this.transport;
    if (!transport) return;
    transport.publish(JSON.stringify({ o: this.origin, t: topic })).catch((err: unknown) => {
      // The other processes clear everything when their link comes back; their caches' own TTL is the bound.
      this.log?.warn({ err: { message: (err as Error)?.message }, topic }, 'cache invalidation not sent');
    });
  }

  /** A message from the transport (another process's publish, or our own coming back). */
  received(message: string) {
    let parsed: { o?: unknown; t?: unknown };
    try {
      parsed = JSON.parse(message) as typeof parsed;
    } catch {
      return;
    }
    if (parsed.o === this.origin || typeof parsed.t !== 'string') return;
    this.deliver(parsed.t);
  }

  /** Every topic at once: after a gap in the link, when messages may have been missed. */
  clearAll() {
    for (const topic of this.listeners.keys()) this.deliver(topic);
  }

  connect(transport: InvalidationTransport, log?: Log) {
    this.transport = transport;
    this.log = log;
  }

  async disconnect() {
    const transport = this.transport;
    this.transport = undefined;
    await transport?.close();
  }

  get connected() {
    return this.transport !== undefined;
  }

  private deliver(topic: string) {
    for (const listener of this.listeners.get(topic) ?? []) {
      try {
        listener();
      } catch (err) {
        this.log?.warn(
          { err: { message: (err as Error)?.message }, topic },
          'cache invalidation listener failed',
        );
      }
    }
  }
}

const buses = new WeakMap<object, InvalidationBus>();

/** The bus of a database handle's `db` (caches are kept per database, so are their invalidations). */
export function invalidationBus(db: object): InvalidationBus {
  let bus = buses.get(db);
  if (!bus) {
    bus = new InvalidationBus();
    buses.set(db, bus);
  }
  return bus;
}
