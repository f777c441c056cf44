// Rounding that ignores binary float artefacts (1.005 → 1.01, 0.1 + 0.2 → 0.3).

/** Rounds half away from zero to `decimals` places after trimming float noise to 15 significant digits. */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const scaled = Number((Math.abs(value) * factor).toPrecision(15));
  const rounded = (Math.sign(value) * Math.round(scaled)) / factor;
  // Avoid returning -0, which prints oddly and fails Object.is checks.
  return rounded === 0 ? 0 : rounded;
}

/** Splits `total` paise over `weights` pro rata, to whole paise by largest remainder (ties: the earlier line). */
export function spreadPaise(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const big = weights.map((w) => BigInt(w) * BigInt(total));
  const shares = big.map((b) => Number(b / BigInt(sum)));
  const rest = big.map((b, i) => ({ i, r: Number(b % BigInt(sum)) }));
  let left = total - shares.reduce((a, b) => a + b, 0);
  rest.sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of rest) {
    if (left <= 0) break;
    shares[i] += 1;
    left -= 1;
  }
  return shares;
}
