// The shopper's last checked pincode, kept in localStorage so the product page answers for it next time.
// Read after the first render: the server-drawn page has no storage, and both renders must agree.
import { PIN_CODE_PATTERN } from '@zariya/shared/pincode-rules';
import { useCallback, useEffect, useState } from 'react';

export const LAST_PINCODE_KEY = 'zariya.deliveryPincode';

function readStored(): string | null {
  try {
    const value = localStorage.getItem(LAST_PINCODE_KEY);
    return value && PIN_CODE_PATTERN.test(value) ? value : null;
  } catch {
    return null; // storage blocked (private mode, policy): the check still works, it is just not remembered
  }
}

export function useLastPincode() {
  const [pincode, setPincode] = useState<string | null>(null);
  useEffect(() => setPincode(readStored()), []);
  const remember = useCallback((pin: string) => {
    setPincode(pin);
    try {
      localStorage.setItem(LAST_PINCODE_KEY, pin);
    } catch {
      // see readStored
    }
  }, []);
  return { pincode, remember };
}
