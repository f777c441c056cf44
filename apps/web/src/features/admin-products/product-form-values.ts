// What the owner types into the product forms, and how it becomes the API's shapes.
import { isValidColour } from '@zariya/shared/colours';
import type { Specification } from '@zariya/shared/product';

/** The colour that means 'the colour in the photos' (product rules §5). */
export const AS_PER_IMAGE = 'As per the image';

/** A colour the shop can show: a colour name, a 6-digit hex code, or 'As per the image'. */
export function isAllowedColour(value: string): boolean {
  const trimmed = value.trim();
  if (trimmed.toLowerCase() === AS_PER_IMAGE.toLowerCase()) return true;
  return isValidColour(trimmed) || isValidColour(trimmed.replace(/\s+/g, ''));
}

/** 'S, M ,, L' → ['S', 'M', 'L']. */
export function splitList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** Specification rows left completely blank are not meant as specifications. */
export function filledSpecifications(rows: ReadonlyArray<Specification>): Specification[] {
  return rows
    .map((row) => ({ key: row.key.trim(), value: row.value.trim() }))
    .filter((row) => row.key !== '' || row.value !== '');
}

/** The first zod issue for each top-level field, as a message to show beside it. */
export function issuesByField(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'form');
    out[field] ??= issue.message;
  }
  return out;
}

/** Brings the first field marked invalid into view and focus, after React has drawn the messages. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => {
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    field?.focus();
  });
}

/**
 * What the owner changed: the fields of `edited` that differ from `opened` (both read by the same schema, so '1500'
 * and 1500 are the same price). An edit sends only these, so that it never writes back a value she did not touch.
 */
export function changedFields<T extends Record<string, unknown>>(opened: T, edited: T): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(edited) as Array<keyof T>) {
    if (JSON.stringify(edited[key] ?? null) !== JSON.stringify(opened[key] ?? null))
      changes[key] = edited[key];
  }
  return changes;
}
