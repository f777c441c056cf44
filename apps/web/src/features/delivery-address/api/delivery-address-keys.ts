// Query keys of the delivery-address feature, per shopper.
export const deliveryAddressKeys = {
  all: ['delivery-address'] as const,
  address: (userId: string | null) => ['delivery-address', 'address', userId] as const,
  userDetails: (userId: string | null) => ['delivery-address', 'user-details', userId] as const,
};
