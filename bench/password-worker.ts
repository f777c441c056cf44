// What judging a password costs the shop's server: started as `npm start` starts it, left to settle, then shoppers
// sign up one after another (each sign-up judges her password in the password worker thread, which lives until ten
// seconds after its last check). The server's resident memory is sampled every 50 ms throughout: at rest, at its
// highest while the worker lives, and once it has gone (issue 24, bench/RESULTS.md).
import { randomBytes } from 'node:crypto';
import { memoryOf } from '../apps/server/src/test/process-memory.ts';
import { BENCH_ADDRESS } from './shoppers.ts';
import { signUpWithCode, withShop } from './support.ts';

const SHOPPERS = Number(process.env.BENCH_SIGNUPS ?? 10);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

await withShop('password', {}, async (shop, dataDir) => {
  // Settled: the start's own check of ADMIN_PASSWORD ended its worker before the database opened.
  await sleep(15_000);
  const rest = memoryOf(shop.pid).now;
  let highest = rest;
  const sampler = setInterval(() => {
    highest = Math.max(highest, memoryOf(shop.pid).now);
  }, 50);
  const tag = randomBytes(3).toString('hex');
  const took: number[] = [];
  for (let i = 1; i <= SHOPPERS; i++) {
    const body = {
      fullname: `Shopper ${i}`,
      email: `shopper${i}.${tag}@example.in`,
      contact: `9${String(200_000_000 + i)}`,
      password: `Bench-shopper-${randomBytes(6).toString('hex')}-pass`,
      deliveryAddress: BENCH_ADDRESS,
    };
    const started = performance.now();
    const res = await signUpWithCode(
      async (payload) => {
        const answer = await fetch(`${shop.url}/api/Signup`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.0.${i}` },
          body: JSON.stringify(payload),
        });
        return { status: answer.status, body: await answer.json() };
      },
      body,
      dataDir,
    );
    if (res.status !== 201) throw new Error(`sign-up ${res.status} ${JSON.stringify(res.body)}`);
    took.push(performance.now() - started);
  }
  const whileLiving = highest;
  // The worker ends ten seconds after its last check.
  await sleep(15_000);
  clearInterval(sampler);
  const after = memoryOf(shop.pid).now;
  console.log(
    `${SHOPPERS} sign-ups, one after another (two password checks each: the details, then with the code)`,
  );
  console.log(`server at rest before: ${rest} MiB`);
  console.log(`highest while the password worker lived: ${whileLiving} MiB (+${whileLiving - rest} MiB)`);
  console.log(`15 s after the last sign-up: ${after} MiB`);
  console.log(`sign-up (both steps) median ${median(took).toFixed(0)} ms, first ${took[0].toFixed(0)} ms`);
});
