import { describe, expect, it } from 'vitest';
import { addViewed, mergeViewed, RECENTLY_VIEWED_MAX } from './discovery-rules.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 6, minute)).toISOString();

describe('recently viewed', () => {
  it('puts the newest view first, each product once', () => {
    let list = addViewed([], { productId: 1, viewedAt: at(1) });
    list = addViewed(list, { productId: 2, viewedAt: at(2) });
    list = addViewed(list, { productId: 1, viewedAt: at(3) });
    expect(list.map((v) => v.productId)).toEqual([1, 2]);
  });

  it('keeps the latest view of a product seen on both lists, and at most the maximum', () => {
    const device = Array.from({ length: 15 }, (_, i) => ({ productId: i + 1, viewedAt: at(i) }));
    const account = [
      { productId: 3, viewedAt: at(50) },
      ...Array.from({ length: 15 }, (_, i) => ({ productId: 100 + i, viewedAt: at(20 + i) })),
    ];
    const merged = mergeViewed(device, account);
    expect(merged).toHaveLength(RECENTLY_VIEWED_MAX);
    expect(merged[0]).toEqual({ productId: 3, viewedAt: at(50) });
    expect(merged.filter((v) => v.productId === 3)).toHaveLength(1);
    expect(merged.at(-1)?.productId).toBe(12);
  });
});
