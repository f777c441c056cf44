import type { DeliveryAddress } from '@zariya/shared/accounts';

/** A delivery address on one line, its empty parts left out ('12 MG Road, Bengaluru, Karnataka, 560001, India'). */
export function formatAddress(address: DeliveryAddress): string {
  return [
    address.addressLine1,
    address.addressLine2,
    address.city,
    address.state,
    address.postalCode,
    address.country,
  ]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}
