// The worker thread of password-check.ts (a piscina task): zxcvbn's lists and its estimate live here, away from
// the event loop.
import {
  judgeAdminPassword,
  judgeShopperPassword,
  type PasswordVerdict,
} from '@zariya/shared/password-strength';
import type { PasswordCheck } from './password-check.ts';

export default function judge(check: PasswordCheck): PasswordVerdict {
  return check.kind === 'admin'
    ? judgeAdminPassword(check.password)
    : judgeShopperPassword(check.password, check.personal);
}
