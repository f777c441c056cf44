// The worker thread of password-check.ts: zxcvbn's lists and its estimate live here, away from the event loop.
import { parentPort } from 'node:worker_threads';
import { judgeAdminPassword, judgeShopperPassword } from '@zariya/shared/password-strength';
import type { PasswordCheck } from './password-check.ts';

parentPort?.on('message', ({ id, check }: { id: number; check: PasswordCheck }) => {
  const verdict =
    check.kind === 'admin' ? judgeAdminPassword(check.password) : judgeShopperPassword(check.password, check.personal);
  parentPort?.postMessage({ id, verdict });
});
