// The shopper's session as the spec stores it (localStorage 'token', 'username', 'userId') and the
// session-only admin token (sessionStorage 'adminToken'), readable as React state.
import { followCookieLanguage } from './i18n';
import { useClientStore } from './use-client-store';

const SESSION_EVENT = 'zariya:session';
export const ADMIN_UNAUTHORIZED_EVENT = 'zariya:admin-unauthorized';
/** Fired when the server refused the stored shopper token (revoked or expired) and it was cleared. */
export const SHOPPER_UNAUTHORIZED_EVENT = 'zariya:shopper-unauthorized';

export type ShopperSession = { token: string | null; username: string | null; userId: string | null };

function read(storage: 'localStorage' | 'sessionStorage', key: string): string | null {
  try {
    return window[storage].getItem(key);
  } catch {
    // Storage can be blocked (private mode, strict cookie settings): behave as logged out.
    return null;
  }
}

export function getShopperToken(): string | null {
  return read('localStorage', 'token');
}

/** Stores what /login, /verifyOtp and /Signup answer, under the keys the spec names. */
export function setShopperSession(session: {
  token: string;
  username: string;
  userId: number | string;
}): void {
  localStorage.setItem('token', session.token);
  localStorage.setItem('username', session.username);
  localStorage.setItem('userId', String(session.userId));
  window.dispatchEvent(new Event(SESSION_EVENT));
  // The sign-in answer carries her account's language as the cookie when this browser had chosen none.
  void followCookieLanguage();
}

/** Forgets the shopper's token, name and id (logout, or a token the server no longer accepts). */
export function clearShopperSession(): void {
  try {
    for (const key of ['token', 'username', 'userId']) localStorage.removeItem(key);
  } catch {
    // Storage blocked: nothing was stored either.
  }
  window.dispatchEvent(new Event(SESSION_EVENT));
}

export function getAdminToken(): string | null {
  return read('sessionStorage', 'adminToken');
}

export function setAdminToken(token: string): void {
  sessionStorage.setItem('adminToken', token);
  window.dispatchEvent(new Event(SESSION_EVENT));
}

export function clearAdminToken(): void {
  sessionStorage.removeItem('adminToken');
  window.dispatchEvent(new Event(SESSION_EVENT));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(SESSION_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(SESSION_EVENT, onChange);
  };
}

// Snapshots must be stable between renders, so the session is encoded as one string.
function shopperSnapshot(): string {
  return JSON.stringify([
    getShopperToken(),
    read('localStorage', 'username'),
    read('localStorage', 'userId'),
  ]);
}

export function useShopperSession(): ShopperSession {
  const snapshot = useClientStore(subscribe, shopperSnapshot, () => '[null,null,null]');
  const [token, username, userId] = JSON.parse(snapshot) as [string | null, string | null, string | null];
  return { token, username, userId };
}

export function useAdminToken(): string | null {
  return useClientStore(subscribe, getAdminToken, () => null);
}
