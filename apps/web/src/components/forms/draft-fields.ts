// An owner's settings form keeps its fields as text in one draft object (numbers stay text until the shared zod
// schema reads them) and its errors by field name. These bind one text field of such a draft to an Input,
// Textarea or Select, and read the zod issues back into that shape.
import type { ChangeEvent } from 'react';

type TextKey<D> = { [K in keyof D]: D[K] extends string ? K : never }[keyof D];
type FieldErrors = { readonly [field: string]: string | undefined };

/** `{...field('fee')}` gives the field its value, its change handler and its error (`transform` tidies typing). */
export function draftFields<D>(
  draft: D,
  set: (field: TextKey<D>, value: string) => void,
  errors: FieldErrors,
) {
  return (field: TextKey<D>, transform?: (text: string) => string) => ({
    value: draft[field] as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      set(field, transform ? transform(event.target.value) : event.target.value),
    error: errors[field as string],
  });
}

/** The first message the schema gives each top-level field, by field name. */
export function firstIssues(
  issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>,
): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of issues) found[String(issue.path[0])] ??= issue.message;
  return found;
}
