// The abandoned-cart job on a big shop (issue 14 item 5): BENCH_CARTS shoppers with a cart (default 100,000), each
// with 1–3 lines, last changed over the past 10 days; a tenth ordered after their change, a twentieth stopped
// reminders. Generated with INSERT … SELECT generate_series into a throwaway PostgreSQL database
// (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test). Times one run of the job (find due carts,
// claim, read lines, queue the mail: here a counter) and a second run right after, which must queue nothing new
// beyond the next batch.
import { sql } from 'drizzle-orm';
import { loadNamedSecret } from '../apps/server/src/lib/secrets.ts';
import { remindAbandonedCarts } from '../apps/server/src/modules/notifications/cart-reminders.service.ts';
import { openTestDatabase } from '../apps/server/src/test/harness.ts';

process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
const CARTS = Number(process.env.BENCH_CARTS ?? 100_000);

const handle = await openTestDatabase('postgres');
const { db } = handle;
try {
  const t0 = performance.now();
  await db.execute(sql`
    insert into products (productname, brandname, category, description, new_price, old_price, material, images, sizes, colors, stock)
    select 'Bench piece ' || g, 'Bench', 'Women Ethnic', 'A piece', 500 + g, 1000 + g, 'Cotton', array[]::text[], array['M'], array['Red'], 100
    from generate_series(1, 500) g`);
  await db.execute(sql`
    insert into users (fullname, contact, email, password_hash, cart_reminders_off)
    select 'Shopper ' || g, (7000000000 + g)::text, 'bench' || g || '@example.in', 'x', g % 20 = 0
    from generate_series(1, ${CARTS}) g`);
  await db.execute(sql`
    insert into carts (user_id, changed_at)
    select id, now() - (random() * interval '10 days') from users`);
  await db.execute(sql`
    insert into cart_lines (user_id, product_id, size, color, quantity)
    select u.id, p.id, 'M', 'Red', 1
    from users u cross join lateral (
      select id from products order by random() limit 1 + (u.id % 3)
    ) p`);
  await db.execute(sql`
    insert into orders (user_id, product_id, product_name, quantity, price, user_name, user_email, user_number, delivery_address, created_at)
    select c.user_id, 1, 'Bench piece 1', 1, 501, 'x', 'x', 'x', '{}'::jsonb, c.changed_at + interval '1 minute'
    from carts c where c.user_id % 10 = 0`);
  await db.execute(sql`analyze`);
  const setup = performance.now() - t0;

  const secret = await loadNamedSecret(db, 'cart_reminder_secret');
  let mails = 0;
  const deps = {
    db,
    secret,
    publicUrl: 'https://zariya.shop',
    sendMailLater: async () => {
      mails++;
    },
  };
  const times: number[] = [];
  const counts: number[] = [];
  for (let i = 0; i < 3; i++) {
    const start = performance.now();
    counts.push(await remindAbandonedCarts(deps));
    times.push(performance.now() - start);
  }
  const [{ due }] = (
    (await db.execute(sql`
      select count(*)::int as due from carts c join users u on u.id = c.user_id
      where c.changed_at <= now() - interval '4 hours' and c.changed_at > now() - interval '7 days'
        and c.reminded_for is null and not u.cart_reminders_off
        and not exists (select 1 from orders o where o.user_id = c.user_id and o.created_at >= c.changed_at)`)) as unknown as {
      rows: Array<{ due: number }>;
    }
  ).rows;
  console.log(
    JSON.stringify({
      carts: CARTS,
      setupSeconds: Math.round(setup / 100) / 10,
      runs: times.map((ms, i) => ({ ms: Math.round(ms), queued: counts[i] })),
      stillDueAfterThreeRuns: due,
      mails,
    }),
  );
} finally {
  await handle.close();
}
