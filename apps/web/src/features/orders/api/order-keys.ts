// Query keys of the orders feature; everything under ['orders'] so a new purchase refreshes them all.
export const orderKeys = {
  all: ['orders'] as const,
  single: (userId: string | null) => ['orders', 'single', userId] as const,
  bundle: (userId: string | null) => ['orders', 'bundle', userId] as const,
  tracking: (orderRef: string) => ['orders', 'tracking', orderRef] as const,
};
