// Size guides per category (issue 14): the table the owner edits (body measurements in cm), its checks,
// cm ⇄ inch conversion and "Find my size".
import { z } from 'zod';
import { CATEGORIES } from './constants.ts';

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

export const SizeGuideCategorySchema = z.enum(CATEGORIES, { error: 'Unknown category.' });
export const SizeGuideParamsSchema = z.object({ category: SizeGuideCategorySchema });

const cm = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number of centimetres.` })
    .finite(`${label} must be a number of centimetres.`)
    .min(min, `${label} must be between ${min} and ${max} cm.`)
    .max(max, `${label} must be between ${min} and ${max} cm.`)
    .transform((n) => Math.round(n * 10) / 10);

export const SizeGuideRowSchema = z.object({
  size: z
    .string({ error: 'Each row needs a size.' })
    .trim()
    .min(1, 'Each row needs a size.')
    .max(12, 'A size can be at most 12 characters.'),
  bust: cm('Bust', MEASURE_MIN_CM, MEASURE_MAX_CM),
  waist: cm('Waist', MEASURE_MIN_CM, MEASURE_MAX_CM),
  hip: cm('Hip', MEASURE_MIN_CM, MEASURE_MAX_CM),
  length: cm('Length', LENGTH_MIN_CM, LENGTH_MAX_CM).optional(),
});
export type SizeGuideRow = z.infer<typeof SizeGuideRowSchema>;

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

/** PUT /api/admin/size-guides/:category */
export const SizeGuideInputSchema = z
  .object({
    rows: z
      .array(SizeGuideRowSchema, { error: 'rows must be a list of sizes.' })
      .min(1, 'Add at least one size.')
      .max(SIZE_GUIDE_MAX_ROWS, `A size guide can have at most ${SIZE_GUIDE_MAX_ROWS} sizes.`),
  })
  .superRefine((input, ctx) => {
    const error = sizeGuideError(input.rows);
    if (error) ctx.addIssue({ code: 'custom', message: error, path: ['rows'] });
  });
export type SizeGuideInput = z.infer<typeof SizeGuideInputSchema>;

/** A stored row as answered (no input checks: a response schema must not transform). */
export const SizeGuideRowAnswerSchema = z.object({
  size: z.string(),
  bust: z.number(),
  waist: z.number(),
  hip: z.number(),
  length: z.number().optional(),
});

export const SizeGuideSchema = z.object({
  category: SizeGuideCategorySchema,
  rows: z.array(SizeGuideRowAnswerSchema),
  updatedAt: z.string(),
});
export type SizeGuide = z.infer<typeof SizeGuideSchema>;

/** GET /api/size-guides: every category's guide (a category without one is absent). */
export const SizeGuidesAnswerSchema = z.object({ guides: z.array(SizeGuideSchema) });
export type SizeGuidesAnswer = z.infer<typeof SizeGuidesAnswerSchema>;

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
