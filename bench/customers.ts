// The owner's customer list at scale (issue 27 must-show): BENCH_SHOPPERS shoppers (default 100,000; names from
// 24 first × 16 last names, unique ten-digit numbers, a third in Hindi, a quarter on the WhatsApp list) with
// single orders (1.5 per shopper on average, online and COD, some COD refused) and bundles, generated with
// INSERT … SELECT generate_series into a fresh database on each of BENCH_DATABASES (postgres,pglite). Then through
// the real app (buildApp + inject, admin token) BENCH_CALLS (20) different requests of each kind of
// GET /api/admin/customers: search by a name part, a phone part, an e-mail part; each filter; each segment; each
// sort, on pages 1–50. No request is repeated. Reports median and p95 per kind and overall; writes
// results/customers-<databases>.md.
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { adminApp, type Kind, median, openBenchDatabase, p95 } from './bench-db.ts';

const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 100_000);
const CALLS = Number(process.env.BENCH_CALLS ?? 20);
const DATABASES = (process.env.BENCH_DATABASES ?? 'postgres,pglite').split(',') as Kind[];
const root = new URL('..', import.meta.url).pathname;

const FIRST = [
  'Priya',
  'Anjali',
  'Sunita',
  'Kavita',
  'Meena',
  'Pooja',
  'Neha',
  'Ritu',
  'Lakshmi',
  'Divya',
  'Shreya',
  'Aarti',
  'Rekha',
  'Geeta',
  'Swati',
  'Nisha',
  'Deepa',
  'Radha',
  'Sneha',
  'Isha',
  'Farah',
  'Zoya',
  'Harpreet',
  'Tanvi',
];
const LAST = [
  'Sharma',
  'Verma',
  'Iyer',
  'Nair',
  'Reddy',
  'Patel',
  'Shah',
  'Gupta',
  'Singh',
  'Kaur',
  'Das',
  'Bose',
  'Khan',
  'Menon',
  'Joshi',
  'Rao',
];
const arr = (xs: string[]) => `array[${xs.map((x) => `'${x}'`).join(',')}]`;

const GENERATE = [
  `insert into users (fullname, contact, email, password_hash, language, created_at)
   select f || ' ' || l, '9' || lpad(((g::bigint * 48271) % 999999937)::text, 9, '0'),
          lower(f) || '.' || lower(l) || g || '@example.com', 'x', case when g % 3 = 0 then 'hi' else 'en' end,
          now() - random() * interval '700 days'
   from generate_series(1, ${SHOPPERS}) g,
        lateral (select (${arr(FIRST)})[1 + g % ${FIRST.length}] as f,
                        (${arr(LAST)})[1 + (g / ${FIRST.length}) % ${LAST.length}] as l) n`,
  `insert into products (brandname, productname, category, new_price, old_price, stock, available)
   select 'Bench Looms', 'Bench product ' || g, 'Saree', 500 + (g * 37) % 4500, 6000, 50, true
   from generate_series(1, 200) g`,
  // Statuses 30 % pending, 45 % completed, 15 % cancelled, 10 % returned; a fifth COD, a tenth of those refused.
  `insert into orders (user_id, product_id, product_name, quantity, price, status, user_name, user_email,
                       user_number, payment_id, payment_order_id, payment_method, fulfilment, created_at)
   select u, p, 'Bench product ' || p, 1, 500 + (p * 37) % 4500, s, 'Bench', 'bench@example.com', '9000000000',
          case when cod then null else 'pay_s' || g end, case when cod then null else 'order_s' || g end,
          case when cod then 'cod' else 'online' end, case when cod and r2 < 0.1 then 'rto' else 'placed' end,
          now() - random() * interval '500 days'
   from (select g, 1 + (random() * ${SHOPPERS - 1})::int as u, 1 + (random() * 199)::int as p, random() as r,
                random() < 0.2 as cod, random() as r2 from generate_series(1, ${Math.round(SHOPPERS * 1.5)}) g) x,
        lateral (select case when r < 0.30 then 'pending' when r < 0.75 then 'completed'
                             when r < 0.90 then 'cancelled' else 'returned' end as s) st`,
  `insert into bundle_orders (user_id, total_amount, status, user_name, user_email, user_number, payment_id,
                              payment_order_id, created_at)
   select 1 + (random() * ${SHOPPERS - 1})::int, 1000 + (g * 13) % 9000, 'completed', 'Bench', 'bench@example.com',
          '9000000000', 'pay_b' || g, 'order_b' || g, now() - random() * interval '500 days'
   from generate_series(1, ${Math.round(SHOPPERS * 0.2)}) g`,
  `insert into newsletter_subscribers (whatsapp_number, created_at)
   select contact, created_at from users where id % 4 = 0`,
  // The consent record (decision 0058): WhatsApp given by a quarter, e-mail given then withdrawn by an eighth.
  `insert into marketing_consents (user_id, channel, action, wording, wording_version, language, source, actor, at)
   select id, 'whatsapp', 'given', 'bench', 'whatsapp-1', 'en', 'account', 'shopper', created_at
     from users where id % 4 = 0`,
  `insert into marketing_consents (user_id, channel, action, wording, wording_version, language, source, actor, at)
   select id, 'email', a, 'bench', 'email-1', 'en', 'account', 'shopper', created_at + (n || ' days')::interval
     from users, (values ('given', 0), ('withdrawn', 1)) v(a, n) where id % 8 = 0`,
  'analyze',
];

const pick = <T>(xs: readonly T[]) => xs[Math.floor(Math.random() * xs.length)];
const int = (lo: number, hi: number) => lo + Math.floor(Math.random() * (hi - lo + 1));
const sorts = ['joined', 'name', 'orders', 'spent', 'last_order'];
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** Each kind: a function making one request's query string (without page and sort, added for variety). */
const KINDS: Record<string, () => Record<string, string | number>> = {
  'search: name part': () => {
    const n = pick([...FIRST, ...LAST]).toLowerCase();
    const from = int(0, Math.max(0, n.length - 4));
    return { q: n.slice(from, from + int(3, 5)) };
  },
  'search: phone part': () => ({ q: String(int(100, 99_999)) }),
  'search: e-mail part': () => {
    const g = int(1, SHOPPERS);
    return { q: `${LAST[Math.floor(g / FIRST.length) % LAST.length].toLowerCase()}${g}` };
  },
  'filter: orders': () => ({
    minOrders: int(1, 4),
    ...(Math.random() < 0.5 ? { maxOrders: int(4, 8) } : {}),
  }),
  'filter: spent': () => ({
    minSpent: int(1, 80) * 100,
    ...(Math.random() < 0.5 ? { maxSpent: int(90, 200) * 100 } : {}),
  }),
  'filter: last order': () => {
    const from = int(30, 480);
    return { lastOrderFrom: day(from), lastOrderTo: day(from - int(1, 29)) };
  },
  'filter: COD refusals': () => ({ minCodRefusals: 1 }),
  'filter: returns': () => ({ minReturns: 1 }),
  'filter: language': () => ({ language: pick(['en', 'hi']) }),
  'filter: consent': () => ({ consent: pick(['yes', 'no', 'whatsapp', 'email']) }),
  'segment: new': () => ({ segment: 'new' }),
  'segment: repeat': () => ({ segment: 'repeat' }),
  'segment: lapsed': () => ({ segment: 'lapsed' }),
  'segment: high_value': () => ({ segment: 'high_value' }),
  'no filter: sorted, paged': () => ({}),
};

type Run = {
  database: Kind;
  generateSeconds: number;
  perKind: Array<{ kind: string; times: number[]; totals: number[]; timedOut: boolean }>;
  load: [number, number];
};

async function runOn(kind: Kind): Promise<Run> {
  const { handle, drop } = await openBenchDatabase(kind, 'customers');
  try {
    console.log(`[${kind}] generating ${SHOPPERS.toLocaleString('en-US')} shoppers…`);
    const t0 = performance.now();
    // The data is not what is measured: BENCH_STATEMENT_TIMEOUT_MS caps the app's requests, not these statements
    // (the orders' inserts also fill customer_totals through its triggers, decision 0055).
    for (const statement of GENERATE)
      await handle.db.transaction(async (tx) => {
        await tx.execute(sql`set local statement_timeout = 0`);
        await tx.execute(sql.raw(statement));
      });
    const generateSeconds = (performance.now() - t0) / 1000;
    console.log(`[${kind}] generated in ${generateSeconds.toFixed(1)} s`);
    const { app, headers, close } = await adminApp(handle);
    const load0 = loadavg()[0];
    try {
      const seen = new Set<string>();
      const call = async (params: Record<string, string | number>) => {
        const url = `/api/admin/customers?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`;
        const start = performance.now();
        const res = await app.inject({ method: 'GET', url, headers });
        const ms = performance.now() - start;
        if (res.statusCode === 500 && process.env.BENCH_STATEMENT_TIMEOUT_MS)
          return { ms, total: Number.NaN, timedOut: true };
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
        return { ms, total: Number(res.json().total ?? Number.NaN), timedOut: false };
      };
      for (let i = 0; i < 3; i++) await call({ page: i + 1 });
      const perKind: Run['perKind'] = [];
      const timeouts = new Map<string, number>();
      for (const [name, make] of Object.entries(KINDS)) {
        const times: number[] = [];
        const totals: number[] = [];
        for (let i = 0; i < CALLS; i++) {
          let params: Record<string, string | number>;
          let key: string;
          do {
            params = { ...make(), sort: pick(sorts), page: Math.random() < 0.5 ? 1 : int(2, 50) };
            key = JSON.stringify(params);
          } while (seen.has(key));
          seen.add(key);
          const { ms, total, timedOut } = await call(params);
          times.push(ms);
          totals.push(total);
          if (timedOut) {
            // Cancelled by the statement timeout: counted once, the rest of this kind skipped.
            timeouts.set(name, (timeouts.get(name) ?? 0) + 1);
            break;
          }
        }
        if (timeouts.has(name)) console.log(`[${kind}] ${name}: cancelled by the statement timeout`);
        console.log(
          `[${kind}] ${name}: median ${median(times).toFixed(0)} ms, p95 ${p95(times).toFixed(0)} ms, matches ~${median(totals)}`,
        );
        perKind.push({ kind: name, times, totals, timedOut: timeouts.has(name) });
      }
      return { database: kind, generateSeconds, perKind, load: [load0, loadavg()[0]] };
    } finally {
      await close();
    }
  } finally {
    await handle.close();
    await drop();
  }
}

async function main() {
  const runs: Run[] = [];
  for (const kind of DATABASES) runs.push(await runOn(kind));
  const kinds = Object.keys(KINDS);
  const cell = (xs: number[]) => `${median(xs).toFixed(0)} / ${p95(xs).toFixed(0)} ms`;
  const table = [
    `| request (${CALLS} different each) | ${runs.map((r) => `${r.database}: median / p95`).join(' | ')} | matches (median) |`,
    `|---|${runs.map(() => '---|').join('')}---|`,
    ...kinds.map((k) => {
      const cells = runs.map((r) => {
        const p = r.perKind.find((x) => x.kind === k);
        return p?.timedOut
          ? `> ${process.env.BENCH_STATEMENT_TIMEOUT_MS} ms (cancelled after ${p.times.length} request${p.times.length === 1 ? '' : 's'})`
          : cell(p?.times ?? []);
      });
      return `| ${k} | ${cells.join(' | ')} | ${median(runs[0].perKind.find((p) => p.kind === k)?.totals ?? []).toLocaleString('en-US')} |`;
    }),
    `| **all that finished** | ${runs.map((r) => `**${cell(r.perKind.filter((p) => !p.timedOut).flatMap((p) => p.times))}**`).join(' | ')} | |`,
  ].join('\n');
  const notes = runs
    .map(
      (r) =>
        `${r.database}: generated in ${r.generateSeconds.toFixed(1)} s; load average ${r.load[0].toFixed(1)} → ${r.load[1].toFixed(1)}`,
    )
    .join('\n');
  console.log(table);
  console.log(notes);
  writeFileSync(
    join(root, `bench/results/customers-${DATABASES.join('-')}.md`),
    `# Customer list on ${SHOPPERS.toLocaleString('en-US')} shoppers (${new Date().toISOString().slice(0, 16)} UTC)\n\n${table}\n\n${notes}\n`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
