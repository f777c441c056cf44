export const wishlistKeys = {
  all: ['wishlist'] as const,
  mine: (userId: string | null) => ['wishlist', 'mine', userId] as const,
  preview: (ids: number[]) => ['wishlist', 'preview', ids.join(',')] as const,
};
