import { CATEGORIES } from '@zariya/shared/constants';
import { CategoryHsnSchema } from '@zariya/shared/gst-api';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { firstIssues } from '../../../components/forms/draft-fields';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { useSaveCategoryHsn } from '../api/save-category-hsn';

/** The HSN code a product's invoice line takes when the product has none of its own. */
export function HsnDefaultsForm({ categoryHsn }: { categoryHsn: Record<string, string> }) {
  const save = useSaveCategoryHsn();
  const [draft, setDraft] = useState(categoryHsn);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = CategoryHsnSchema.safeParse(draft);
    if (!parsed.success) {
      setErrors(firstIssues(parsed.error.issues));
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: ({ message }) => toast.success(message),
      onError: (error) => toast.error(errorMessage(error, 'The HSN codes could not be saved.')),
    });
  };
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-3">
      {CATEGORIES.map((category) => (
        <Input
          key={category}
          label={category}
          inputMode="numeric"
          maxLength={8}
          value={draft[category] ?? ''}
          onChange={(e) => setDraft((d) => ({ ...d, [category]: e.target.value }))}
          error={errors[category]}
        />
      ))}
      <div className="sm:col-span-3 sm:text-right">
        <Button type="submit" variant="secondary" loading={save.isPending}>
          Save HSN codes
        </Button>
      </div>
    </form>
  );
}
