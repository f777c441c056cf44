// "Recently viewed" (issue 29 item 4): a visitor's kept in localStorage ('recentlyViewed': product ids with the time
// of the view, newest first), a signed-in shopper's on her account; the visitor's list joins the account when she
// signs in (and leaves the browser).
import { addViewed, mergeViewed, RECENTLY_VIEWED_MAX, type Viewed } from '@zariya/shared/discovery-rules';
import { useEffect, useRef } from 'react';
import { api } from '../../../lib/api-client';
import { useShopperSession } from '../../../lib/session';
import { storedList, useStoredRaw } from '../../../lib/stored-list';

const KEY = 'recentlyViewed';
const EVENT = 'zariya:recently-viewed';
const stored = storedList(KEY, EVENT);

const readRaw = stored.readRaw;

/** The browser's list; anything malformed in storage is left out. */
function parse(raw: string): Viewed[] {
  try {
    const list = JSON.parse(raw) as unknown;
    if (!Array.isArray(list)) return [];
    return mergeViewed(
      list.filter(
        (v): v is Viewed =>
          typeof v === 'object' &&
          v !== null &&
          Number.isInteger((v as Viewed).productId) &&
          (v as Viewed).productId > 0 &&
          typeof (v as Viewed).viewedAt === 'string' &&
          !Number.isNaN(Date.parse((v as Viewed).viewedAt)),
      ),
      [],
    );
  } catch {
    return [];
  }
}

export const visitorViewed = (): Viewed[] => parse(readRaw());

function write(list: Viewed[]): void {
  try {
    if (list.length === 0) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify(list.slice(0, RECENTLY_VIEWED_MAX)));
  } catch {
    // Storage blocked (private mode): nothing is remembered.
  }
  stored.announce();
}

/** The visitor's product ids, newest first, as React state ('' on the server's render). */
export function useVisitorViewedIds(): number[] {
  const raw = useStoredRaw(stored);
  return parse(raw).map((v) => v.productId);
}

const addToAccount = (items: Viewed[]) => api.post('/recently-viewed', { items }, { auth: 'shopper' });

/**
 * Records that the product page of `productId` was opened: on the account when she is signed in, else in the
 * browser. Once per product page shown.
 */
export function useRecordView(productId: number | undefined) {
  const { token, userId } = useShopperSession();
  const signedIn = Boolean(token && userId);
  useEffect(() => {
    if (!productId) return;
    const viewed = { productId, viewedAt: new Date().toISOString() };
    if (signedIn) addToAccount([viewed]).catch(() => write(addViewed(visitorViewed(), viewed)));
    else write(addViewed(visitorViewed(), viewed));
  }, [productId, signedIn]);
}

/** At sign-in (or whenever she is signed in and the browser still holds views): the browser's list joins hers. */
export function useMergeVisitorViews() {
  const { token, userId } = useShopperSession();
  const pending = useVisitorViewedIds();
  const sending = useRef(false);
  const signedIn = Boolean(token && userId);
  const key = signedIn ? pending.join(',') : '';
  useEffect(() => {
    if (!key || sending.current) return;
    const list = visitorViewed();
    if (list.length === 0) return;
    sending.current = true;
    addToAccount(list)
      .then(() => {
        // Views added meanwhile stay for the next merge.
        const sent = new Set(list.map((v) => `${v.productId} ${v.viewedAt}`));
        write(visitorViewed().filter((v) => !sent.has(`${v.productId} ${v.viewedAt}`)));
      })
      .catch((error) => console.error('Could not merge recently viewed', error))
      .finally(() => {
        sending.current = false;
      });
  }, [key]);
}
