// A cluster of two workers for lib/metrics-cluster.test.ts: worker n counts n orders, then worker 1's metrics
// text is printed. With WITH_PRIMARY=1 the primary answers for the whole cluster (installClusterMetrics).
import cluster from 'node:cluster';
import { ordersPlaced } from '../lib/metrics.ts';
import { installClusterMetrics, metricsText } from '../lib/metrics-cluster.ts';

type Message = { type?: string; text?: string };

if (cluster.isPrimary) {
  if (process.env.WITH_PRIMARY === '1') installClusterMetrics();
  const workers = [cluster.fork(), cluster.fork()];
  let ready = 0;
  cluster.on('message', (_worker, message: Message) => {
    if (message?.type === 'ready' && ++ready === workers.length) workers[0].send({ type: 'scrape' });
    if (message?.type === 'scraped') {
      process.stdout.write(message.text ?? '');
      for (const w of workers) w.kill();
    }
  });
} else {
  ordersPlaced.inc({ kind: 'single' }, cluster.worker?.id ?? 0);
  process.on('message', (message: Message) => {
    if (message?.type === 'scrape')
      void metricsText().then((text) => process.send?.({ type: 'scraped', text }));
  });
  process.send?.({ type: 'ready' });
}
