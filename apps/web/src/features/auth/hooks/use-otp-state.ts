// The OTP block's state (product rules §4 Login flow): e-mail, typed code, the sent flag and when the code was sent,
// kept in sessionStorage on every change so a reload of the tab lands where the shopper was.
import { useCallback, useState } from 'react';

const KEY = 'zariya:otp-login';

export type OtpState = { email: string; otp: string; otpSent: boolean; sentAt: number | null };

const EMPTY: OtpState = { email: '', otp: '', otpSent: false, sentAt: null };

function load(): OtpState {
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<OtpState> | null;
    if (!saved || typeof saved !== 'object') return EMPTY;
    return {
      email: typeof saved.email === 'string' ? saved.email : '',
      otp: typeof saved.otp === 'string' ? saved.otp : '',
      otpSent: saved.otpSent === true,
      sentAt: typeof saved.sentAt === 'number' ? saved.sentAt : null,
    };
  } catch {
    return EMPTY;
  }
}

function save(state: OtpState): void {
  try {
    if (state === EMPTY) sessionStorage.removeItem(KEY);
    else sessionStorage.setItem(KEY, JSON.stringify(state));
  } catch {
    // Storage blocked: the block still works, it just forgets on reload.
  }
}

export function useOtpState() {
  const [state, setState] = useState<OtpState>(load);

  const update = useCallback((change: Partial<OtpState>) => {
    setState((previous) => {
      const next = { ...previous, ...change };
      save(next);
      return next;
    });
  }, []);

  /** Forgets everything, after a successful login or when the shopper starts over. */
  const reset = useCallback(() => {
    save(EMPTY);
    setState(EMPTY);
  }, []);

  return { state, update, reset };
}
