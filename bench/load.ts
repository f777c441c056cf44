// Load benchmark on 127.0.0.1 only: bounded duration, stops by itself.
import autocannon from 'autocannon';
import { withShop } from './support.ts';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const TARGETS = [
  { name: 'home page shell', path: '/' },
  { name: 'health', path: '/api/health' },
  { name: 'category list (15 newest sarees)', path: '/api/products?category=Saree&sort=newest&limit=15' },
  { name: 'all products (100)', path: '/api/products' },
];

async function main() {
  await withShop('load', {}, async (shop) => {
    console.log('| endpoint | req/s (avg) | latency p50 | latency p99 | errors |');
    console.log('|---|---|---|---|---|');
    for (const target of TARGETS) {
      const result = await autocannon({ url: shop.url + target.path, connections: 20, duration: DURATION_S });
      console.log(
        `| ${target.name} \`${target.path}\` | ${Math.round(result.requests.average)} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${result.errors + result.non2xx} |`,
      );
    }
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
