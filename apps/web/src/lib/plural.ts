// A count and its noun in the owner's English ("1 order", "1,250 orders"), the count grouped the Indian way.

export const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`;
