// Query keys of the cart feature; every cart query sits under ['cart'] so one invalidation refreshes them all.
export const cartKeys = {
  all: ['cart'] as const,
  count: (userId: string | null) => ['cart', 'count', userId] as const,
  data: (userId: string | null) => ['cart', 'data', userId] as const,
};
