// Size guide rules (issue 14), without zod so that the product page can carry them: cm and inches, the
// table's checks and "Find my size".

export const CM_PER_INCH = 2.54;
export const SIZE_GUIDE_MAX_ROWS = 15;
/** Body measurements a guide may hold, in cm (a bust of 30 cm or 400 cm is a typing slip). */
export const MEASURE_MIN_CM = 40;
export const MEASURE_MAX_CM = 250;
export const LENGTH_MIN_CM = 20;
export const LENGTH_MAX_CM = 200;

export type Unit = 'cm' | 'in';
export type Measure = 'bust' | 'waist' | 'hip';
export const MEASURES: readonly Measure[] = ['bust', 'waist', 'hip'];
export const MEASURE_LABELS: Record<Measure | 'length', string> = {
  bust: 'Bust',
  waist: 'Waist',
  hip: 'Hip',
  length: 'Length',
};

/** One size's body measurements in cm. */
export type SizeGuideRow = { size: string; bust: number; waist: number; hip: number; length?: number };

/** The first problem of a table (sizes once each, smallest first, length on all rows or none), or null. */
export function sizeGuideError(rows: readonly SizeGuideRow[]): string | null {
  const seen = new Set<string>();
  for (const row of rows) {
    const key = row.size.toUpperCase();
    if (seen.has(key)) return `Size ${row.size} appears twice.`;
    seen.add(key);
  }
  const withLength = rows.filter((r) => r.length !== undefined).length;
  if (withLength !== 0 && withLength !== rows.length) return 'Give a length for every size, or for none.';
  for (let i = 1; i < rows.length; i++) {
    const [prev, row] = [rows[i - 1], rows[i]];
    for (const measure of [...MEASURES, 'length'] as const) {
      const [a, b] = [prev[measure], row[measure]];
      if (a !== undefined && b !== undefined && b < a) {
        return `List sizes from smallest to largest: ${row.size}'s ${MEASURE_LABELS[measure].toLowerCase()} (${b} cm) is less than ${prev.size}'s (${a} cm).`;
      }
    }
  }
  return null;
}

/** A centimetre figure shown in `unit`: inches to one decimal. */
export function inUnit(valueCm: number, unit: Unit): number {
  return unit === 'cm' ? valueCm : Math.round((valueCm / CM_PER_INCH) * 10) / 10;
}

/** A figure the shopper typed in `unit`, in centimetres. */
export function toCm(value: number, unit: Unit): number {
  return unit === 'cm' ? value : Math.round(value * CM_PER_INCH * 10) / 10;
}

/** Range a shopper's own measurement must be in, per unit (typing 34 with "cm" chosen is caught). */
export function measurementRange(unit: Unit): { min: number; max: number } {
  return unit === 'cm' ? { min: 50, max: 200 } : { min: 20, max: 80 };
}

/** Why a typed measurement cannot be used, or null. */
export function measurementError(label: string, text: string, unit: Unit): string | null {
  const value = Number(text.trim().replace(',', '.'));
  if (text.trim() === '' || !Number.isFinite(value)) return `Please enter your ${label.toLowerCase()}.`;
  const { min, max } = measurementRange(unit);
  if (value < min || value > max) return `${label} should be between ${min} and ${max} ${unit}.`;
  return null;
}

export type Measurements = Record<Measure, number>;

export type SizeRecommendation = { size: string; message: string } | { size: null; message: string };

/**
 * "Find my size": the smallest size (rows are smallest first) whose bust, waist and hip are each at least hers.
 * When none fits, says which measurement is beyond the largest size.
 */
export function recommendSize(rows: readonly SizeGuideRow[], body: Measurements): SizeRecommendation {
  if (rows.length === 0) return { size: null, message: 'There is no size guide for this product.' };
  const fit = rows.find((row) => MEASURES.every((m) => body[m] <= row[m]));
  if (fit) return { size: fit.size, message: `Your size is ${fit.size}.` };
  const largest = rows[rows.length - 1];
  const over = MEASURES.filter((m) => body[m] > largest[m]).map(
    (m) => `${MEASURE_LABELS[m].toLowerCase()} ${body[m]} cm (largest ${largest[m]} cm)`,
  );
  return {
    size: null,
    message: `No size in this guide fits: your ${over.join(' and ')} ${over.length > 1 ? 'are' : 'is'} more than our largest size, ${largest.size}. Please contact us for a tailored fit.`,
  };
}
