// Rounding that ignores binary float artefacts (1.005 → 1.01, 0.1 + 0.2 → 0.3).

/** Rounds half away from zero to `decimals` places after trimming float noise to 15 significant digits. */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const scaled = Number((Math.abs(value) * factor).toPrecision(15));
  const rounded = (Math.sign(value) * Math.round(scaled)) / factor;
  // Avoid returning -0, which prints oddly and fails Object.is checks.
  return rounded === 0 ? 0 : rounded;
}
