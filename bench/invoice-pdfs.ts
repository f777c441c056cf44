// Invoice PDFs and the event loop (issue 23): 16 shoppers open their invoice PDFs at the same moment, while
// /api/health is asked again and again; reports health's latency before (idle) and during, for a first round
// (every PDF drawn) and a second (the same PDFs again). Starts the shop bundled as `npm start` runs it, on an
// empty data directory (embedded database), with 16 paid orders made through the real purchase calls.
//
//   npm run bench:invoice-pdfs -w @zariya/bench        (BENCH_PDFS: 16)
import { GST_SHOP } from '../apps/server/src/test/orders-fixtures.ts';
import { productForm } from '../apps/server/src/test/multipart.ts';
import { memoryOf } from '../apps/server/src/test/process-memory.ts';
import { signUpWithCode, withShop } from './support.ts';

const PDFS = Number(process.env.BENCH_PDFS ?? 16);
const ADMIN_PASSWORD = 'Copper-lantern-by-the-well-83';
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))] ?? 0;

async function main() {
  const env = { ADMIN_PASSWORD, DEMO_CATALOGUE: 'false', TRUST_PROXY: 'true', NODE_ENV: 'development' };
  await withShop('pdf', env, async (shop, dataDir) => {
    // Each caller its own address, so that no per-address limit of the sign-up, payment or PDF calls is reached.
    let address = 0;
    const call = async (
      method: string,
      path: string,
      body?: unknown,
      headers: Record<string, string> = {},
    ) => {
      address += 1;
      const res = await fetch(`${shop.url}/api${path}`, {
        method,
        headers: {
          'x-forwarded-for': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
          ...(body && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
      return res;
    };
    const { token } = await (await call('POST', '/admin/login', { password: ADMIN_PASSWORD })).json();
    const owner = { authorization: `Bearer ${token}` };
    await call('PUT', '/admin/gst/shop', GST_SHOP, owner);
    const form = await productForm(
      {
        brandname: 'Bench Looms',
        productname: 'Banarasi silk saree',
        category: 'Saree',
        description: 'A saree for the invoice benchmark.',
        new_price: '1500',
        material: 'Silk',
        available: 'true',
        stock: '1000',
        sizes_0: 'Free Size',
        color_0: 'Red',
      },
      { file: 'saree.jpg', background: '#b03a48', width: 60, height: 80 },
    );
    const product = (await (await call('POST', '/addproduct', form, owner)).json()).product as { id: number };

    const orders: Array<{ id: number; auth: Record<string, string> }> = [];
    for (let i = 0; i < PDFS; i++) {
      const suffix = `${process.pid}${String(i).padStart(3, '0')}`;
      const signup = await signUpWithCode(
        async (body) => {
          const res = await call('POST', '/Signup', body);
          return { status: res.status, res };
        },
        {
          fullname: `Bench Shopper ${i}`,
          contact: `9${suffix.slice(-9).padStart(9, '7')}`,
          email: `bench.${suffix}@example.in`,
          password: `Saree-lover-${suffix}`,
          deliveryAddress: {
            addressLine1: '12 MG Road, Flat 4B',
            city: 'Bengaluru',
            state: 'Karnataka',
            postalCode: '560001',
            country: 'India',
          },
        },
        dataDir,
      );
      const { token: shopperToken, userId } = await signup.res.json();
      const auth = { authorization: `Bearer ${shopperToken}` };
      const choice = { productId: product.id, quantity: 1, size: 'Free Size', color: 'Red' };
      const created = await (await call('POST', '/createOrder', { amount: 1500, ...choice }, auth)).json();
      const paid = await (await call('POST', '/payments/test/pay', { orderId: created.id }, auth)).json();
      const saved = await (await call('POST', '/saveOrder', { userId, ...choice, ...paid }, auth)).json();
      orders.push({ id: saved.order.id, auth });
    }

    // The server's memory: at rest (the sign-ups' password worker gone), at its highest while the PDF worker lives,
    // and once it has gone (30 s after its last PDF).
    await new Promise((r) => setTimeout(r, 15_000));
    const restMiB = memoryOf(shop.pid).now;
    let highestMiB = restMiB;
    const sampler = setInterval(() => {
      highestMiB = Math.max(highestMiB, memoryOf(shop.pid).now);
    }, 50);

    const health = async () => {
      const began = performance.now();
      await call('GET', '/health');
      return performance.now() - began;
    };
    const idle: number[] = [];
    for (let i = 0; i < 40; i++) idle.push(await health());

    const round = async () => {
      let done = false;
      const began = performance.now();
      const pdfs = Promise.all(
        orders.map(async (o) => {
          const res = await call('GET', `/invoices/${o.id}/pdf`, undefined, o.auth);
          return (await res.arrayBuffer()).byteLength;
        }),
      ).finally(() => {
        done = true;
      });
      const during: number[] = [];
      while (!done) {
        during.push(await health());
        await new Promise((r) => setTimeout(r, 10));
      }
      const bytes = await pdfs;
      return { during, wallMs: performance.now() - began, bytes: bytes.reduce((a, b) => a + b, 0) };
    };
    const first = await round();
    const second = await round();
    await new Promise((r) => setTimeout(r, 35_000));
    clearInterval(sampler);
    const afterMiB = memoryOf(shop.pid).now;

    const row = (label: string, xs: number[], wall?: number) =>
      `| ${label} | ${xs.length} | ${median(xs).toFixed(1)} | ${pct(xs, 95).toFixed(1)} | ${Math.max(...xs).toFixed(1)} | ${wall === undefined ? '—' : (wall / 1000).toFixed(2)} |`;
    console.log(`${PDFS} invoice PDFs at once; /api/health latency in ms\n`);
    console.log('| phase | health calls | median | p95 | max | all PDFs answered in s |');
    console.log('|---|---|---|---|---|---|');
    console.log(row('idle', idle));
    console.log(row('first round (drawn)', first.during, first.wallMs));
    console.log(row('second round (same PDFs)', second.during, second.wallMs));
    console.log(`\nPDF bytes per round: ${first.bytes}, ${second.bytes}`);
    console.log(
      `server memory: ${restMiB} MiB at rest, highest ${highestMiB} MiB while the PDF worker lived (+${highestMiB - restMiB}), ${afterMiB} MiB 35 s after`,
    );
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
