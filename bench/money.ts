// 200 buyers at once for the last 20 pieces, paying with the test provider, with random replays of the
// verification, duplicate webhooks, second payments and closed windows. Counts what the database holds after:
// orders = pieces sold, no payment lost or doubled, refunds = payments that could not become an order.
// Runs the shop on a throwaway PostgreSQL database (BENCH_PG, default postgres://postgres@127.0.0.1:5432).
// BENCH_SPLIT=1: the pieces are one size (M) of a split product (decision 0043 phase 2); S and L must not move.
import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { singlePurchaseTotal } from '@zariya/shared/pricing';
import { productForm } from '../apps/server/src/test/multipart.ts';
import { refundsSent } from './audit.ts';
import { BENCH_ADDRESS } from './shoppers.ts';
import { signUpWithCode, startShop } from './support.ts';

const BUYERS = Number(process.env.BENCH_BUYERS ?? 200);
const UNITS = Number(process.env.BENCH_UNITS ?? 20);
const WEBHOOK_SECRET = 'whsec_bench_money';
const ADMIN_PASSWORD = `Bench-${randomBytes(12).toString('base64url')}-owner`;
/** BENCH_SPLIT=1: the race is for one size (M) of a split product whose S and L count their own pieces (0043). */
const SPLIT = process.env.BENCH_SPLIT === '1';
const OTHER_SIZES = 50;
const CHOICE = { size: SPLIT ? 'M' : 'Free Size', color: 'red' };

type Answer = { status: number; body: Record<string, unknown> };

async function main() {
  const base = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432';
  const name = `zariya_bench_money_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: `${base}/postgres` });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'zariya-bench-money-'));
  const shop = await startShop(dataDir, {
    DATABASE_URL: `${base}/${name}`,
    DEMO_CATALOGUE: 'false',
    ADMIN_PASSWORD,
    RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    TRUST_PROXY: 'true',
    NODE_ENV: 'test',
  });
  let seq = 0;
  const call = async (path: string, body: unknown, token?: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${shop.url}/api${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        // Each buyer from her own address, as real shoppers are.
        'x-forwarded-for': `10.${(seq >> 16) & 255}.${(seq >> 8) & 255}.${seq++ & 255}`,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json().catch(() => ({}))) as Record<string, unknown> };
  };
  try {
    const owner = (await call('/admin/login', { password: ADMIN_PASSWORD })).body.token as string;
    const form = await productForm({
      brandname: 'Bench Looms',
      productname: 'Last pieces saree',
      category: 'Saree',
      description: 'Twenty pieces for two hundred buyers.',
      new_price: '1500',
      material: 'Silk',
      available: 'true',
      stock: String(UNITS),
      ...(SPLIT ? { sizes_0: 'S', sizes_1: 'M', sizes_2: 'L' } : { sizes_0: 'Free Size' }),
      color_0: 'red',
    });
    const added = await fetch(`${shop.url}/api/addproduct`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner}` },
      body: form,
    });
    const productId = ((await added.json()) as { product?: { id: number }; id?: number }).product?.id ?? 0;
    if (!productId) throw new Error(`addproduct answered ${added.status}`);
    if (SPLIT) {
      // The owner's split, written as her grid would: M has the race's pieces, S and L plenty of their own.
      const db = new pg.Client({ connectionString: `${base}/${name}` });
      await db.connect();
      await db.query(`update products set stock_mode = 'split' where id = $1`, [productId]);
      await db.query(
        `update product_variants set stock = case when size = 'M' then $2::int else $3::int end where product_id = $1`,
        [productId, UNITS, OTHER_SIZES],
      );
      await db.query(`update products set stock = $2 where id = $1`, [productId, UNITS + 2 * OTHER_SIZES]);
      await db.end();
    }

    const buyers: Array<{ token: string; userId: number }> = [];
    for (let i = 0; i < BUYERS; i++) {
      const n = String(100_000_000 + i);
      const res = await signUpWithCode(
        (body) => call('/Signup', body),
        {
          fullname: `Buyer ${i}`,
          email: `buyer${i}.${name}@example.in`,
          contact: `9${n}`,
          password: `Bench-buyer-${randomBytes(6).toString('hex')}-pass`,
          deliveryAddress: BENCH_ADDRESS,
        },
        dataDir,
      );
      if (res.status >= 300) throw new Error(`Signup ${res.status} ${JSON.stringify(res.body)}`);
      buyers.push({ token: res.body.token as string, userId: Number(res.body.userId) });
    }

    const counts = {
      saved: 0,
      soldOut: 0,
      alreadyPaid: 0,
      closed: 0,
      replays: 0,
      webhooks: 0,
      outOfStock: 0,
      errors5xx: 0,
    };
    const note = (a: Answer) => {
      if (a.status >= 500) counts.errors5xx++;
      return a;
    };
    const webhook = (orderId: string, paymentId: string, amount: number) => {
      const body = JSON.stringify({
        entity: 'event',
        event: 'payment.captured',
        payload: { payment: { entity: { id: paymentId, order_id: orderId, amount, status: 'captured' } } },
      });
      const signature = createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex');
      return call('/razorpay/webhook', body, undefined, {
        'x-razorpay-signature': signature,
        'x-razorpay-event-id': `evt_${randomBytes(6).toString('hex')}`,
      });
    };
    const started = Date.now();
    await Promise.all(
      buyers.map(async (b) => {
        const order = note(
          await call(
            '/createOrder',
            { amount: singlePurchaseTotal(1500, 1, false), productId, quantity: 1, ...CHOICE },
            b.token,
          ),
        );
        if (order.status !== 201) {
          if (order.body.code === 'OUT_OF_STOCK' || order.body.code === 'NOT_ENOUGH_STOCK')
            counts.outOfStock++;
          return;
        }
        const id = order.body.id as string;
        const amount = order.body.amount as number;
        if (Math.random() < 0.15) {
          note(await call(`/payments/${id}/close`, {}, b.token));
          counts.closed++;
          return;
        }
        const payments = Math.random() < 0.1 ? 2 : 1; // some pay twice (two tabs)
        for (let p = 0; p < payments; p++) {
          const proof = note(await call('/payments/test/pay', { orderId: id }, b.token)).body;
          const save = () =>
            call('/saveOrder', { userId: b.userId, productId, ...CHOICE, ...proof }, b.token);
          const jobs: Array<Promise<Answer>> = [save()];
          if (Math.random() < 0.3) {
            jobs.push(webhook(id, proof.razorpay_payment_id as string, amount));
            counts.webhooks++;
          }
          if (Math.random() < 0.3) {
            jobs.push(save());
            counts.replays++;
          }
          for (const a of await Promise.all(jobs)) note(a);
          const first = note(await save());
          if (first.status === 201 || first.status === 200) counts.saved++;
          else if (first.body.code === 'SOLD_OUT_AFTER_PAYMENT') counts.soldOut++;
          else if (first.body.code === 'ALREADY_PAID') counts.alreadyPaid++;
        }
      }),
    );
    const seconds = (Date.now() - started) / 1000;
    // Let the refund job send what became due.
    const db = new pg.Client({ connectionString: `${base}/${name}` });
    await db.connect();
    await refundsSent(db);
    const one = async (q: string) => (await db.query(q)).rows[0];
    const figures = {
      orders: (await one(`select count(*)::int as n from orders where product_id = ${productId}`)).n,
      stockLeft: SPLIT
        ? (await one(`select stock from product_variants where product_id = ${productId} and size = 'M'`))
            .stock
        : (await one(`select stock from products where id = ${productId}`)).stock,
      ...(SPLIT
        ? {
            otherSizes: (
              await one(
                `select coalesce(sum(stock), 0)::int as n from product_variants where product_id = ${productId} and size <> 'M'`,
              )
            ).n,
            productStock: (await one(`select stock from products where id = ${productId}`)).stock,
            stockMoves: (
              await one(`select count(*)::int as n from variant_stock_moves where product_id = ${productId}`)
            ).n,
          }
        : {}),
      received: (await one(`select count(*)::int as n from received_payments`)).n,
      refunds: (await one(`select count(*)::int as n from refunds`)).n,
      refundsProcessed: (await one(`select count(*)::int as n from refunds where status = 'processed'`)).n,
      lost: (
        await one(`select count(*)::int as n from received_payments r where
          (select count(*) from orders o where o.payment_id = r.id) + (select count(*) from refunds f where f.payment_id = r.id) <> 1`)
      ).n,
      doubled: (
        await one(
          `select count(*)::int as n from (select payment_order_id from orders group by payment_order_id having count(*) > 1) d`,
        )
      ).n,
    };
    await db.end();
    console.log(JSON.stringify({ buyers: BUYERS, units: UNITS, seconds, counts, figures }, null, 2));
    const ok =
      figures.orders > 0 &&
      figures.orders === UNITS - figures.stockLeft &&
      figures.lost === 0 &&
      figures.doubled === 0 &&
      figures.refunds === figures.received - figures.orders &&
      counts.errors5xx === 0 &&
      (!SPLIT ||
        (figures.otherSizes === 2 * OTHER_SIZES &&
          figures.productStock === figures.stockLeft + 2 * OTHER_SIZES &&
          figures.stockMoves === figures.orders));
    console.log(ok ? 'OK: orders = units sold, lost 0, doubled 0, refunds = over-payments' : 'FAILED');
    if (!ok) process.exitCode = 1;
  } finally {
    await shop.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
