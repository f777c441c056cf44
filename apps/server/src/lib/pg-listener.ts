// A PostgreSQL LISTEN on a connection of its own that comes back by itself: on an error or a closed connection
// it tells `onLost`, waits a second and connects again, then tells `onReady` (messages sent meanwhile are lost,
// so a listener reads afresh what it keeps). Used by the cache invalidation bus and the catalogue engine.
import pg from 'pg';

const RECONNECT_MS = 1_000;

type Log = { warn: (obj: object, msg: string) => void };

export type ListenHandlers = {
  onMessage: (payload: string) => void;
  onReady: () => void;
  onLost?: () => void;
};

export function pgListener(connectionString: string, channel: string, log: Log, what: string) {
  let client: pg.Client | undefined;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;

  const listen = async (handlers: ListenHandlers) => {
    if (closed) return;
    const next = new pg.Client({ connectionString });
    let failed = false;
    const retry = (err?: Error) => {
      if (failed) return;
      failed = true;
      if (err) log.warn({ err: { message: err.message } }, `${what}: LISTEN connection lost`);
      if (client === next) client = undefined;
      handlers.onLost?.();
      next.removeAllListeners();
      next.on('error', () => {});
      void next.end().catch(() => {});
      if (!closed && !timer) {
        timer = setTimeout(() => {
          timer = undefined;
          void listen(handlers);
        }, RECONNECT_MS);
        timer.unref();
      }
    };
    next.on('error', retry);
    next.on('end', () => retry());
    next.on('notification', (msg) => {
      if (msg.channel === channel && msg.payload) handlers.onMessage(msg.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      if (failed || closed) return;
      client = next;
      handlers.onReady();
    } catch (err) {
      retry(err as Error);
    }
  };

  return {
    start: (handlers: ListenHandlers) => listen(handlers),
    stop: async () => {
      closed = true;
      clearTimeout(timer);
      const last = client;
      client = undefined;
      if (last) {
        last.removeAllListeners();
        last.on('error', () => {});
        await last.end().catch(() => {});
      }
    },
  };
}
