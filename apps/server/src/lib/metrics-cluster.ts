// Metrics of a cluster (WEB_CONCURRENCY under Node's cluster): a scrape reaches one worker, chosen by the
// shared port, so each worker's /metrics answers the sum over all workers (prom-client's AggregatorRegistry,
// which only the primary can ask). The worker asks the primary over the cluster's IPC channel; a primary without
// installClusterMetrics(), or one that does not answer in time, leaves the worker answering for itself.
import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { AggregatorRegistry } from 'prom-client';
import { registry } from './metrics.ts';

const ASK = 'zariya:metrics:ask';
const ANSWER = 'zariya:metrics:answer';
const ANSWER_TIMEOUT_MS = 2_000;
/** After a primary left a request unanswered, this long without asking again (scrapes stay quick). */
const QUIET_MS = 60_000;
let unansweredUntil = 0;

type Message = { type?: string; id?: string; text?: string; error?: string };

if (cluster.isWorker) {
  // Lets the primary's AggregatorRegistry read this worker's registry (instead of prom-client's global one).
  AggregatorRegistry.setRegistries([registry]);
  new AggregatorRegistry();
}

/** In the cluster's primary, once: answers the workers' requests for every worker's metrics, summed. */
export function installClusterMetrics() {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: Message) => {
    if (message?.type !== ASK) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: ANSWER, id: message.id, text }),
      (err: Error) => worker.send({ type: ANSWER, id: message.id, error: err.message }),
    );
  });
}

/** This process's metrics as Prometheus text: the whole cluster's when it is a worker whose primary answers. */
export async function metricsText(): Promise<string> {
  if (!cluster.isWorker || !process.send || Date.now() < unansweredUntil) return registry.metrics();
  const id = randomUUID();
  const summed = await new Promise<string | undefined>((resolve) => {
    const timer = setTimeout(() => {
      unansweredUntil = Date.now() + QUIET_MS;
      done(undefined);
    }, ANSWER_TIMEOUT_MS);
    const listener = (message: Message) => {
      if (message?.type === ANSWER && message.id === id) done(message.text);
    };
    function done(text: string | undefined) {
      clearTimeout(timer);
      process.off('message', listener);
      resolve(text);
    }
    process.on('message', listener);
    process.send?.({ type: ASK, id });
  });
  return summed ?? registry.metrics();
}
