// Size guides per category (issue 14): the contract of the calls. Rules in size-guide-rules.ts (no zod).
import { z } from 'zod';
import { CATEGORIES } from './constants.ts';
import {
  LENGTH_MAX_CM,
  LENGTH_MIN_CM,
  MEASURE_MAX_CM,
  MEASURE_MIN_CM,
  SIZE_GUIDE_MAX_ROWS,
  sizeGuideError,
} from './size-guide-rules.ts';

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
export type SizeGuideRowInput = z.infer<typeof SizeGuideRowSchema>;

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
