// The edit page's variant grid (decision 0043, phase 2): the product's saved sizes × colours as they are sold now,
// saved on its own (PUT /api/admin/products/:id/variants), refusals shown at their cell.
import type { Product } from '@zariya/shared/product';
import { cellName } from '@zariya/shared/variant-rules';
import { Boxes } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { useSaveGrid, useVariants } from '../api/variants';
import { cellKey, checkGrid, type GridDraft, gridDraft, gridCells } from '../variant-grid-values';
import { FieldError, FormSection } from './form-section';
import { VariantGrid } from './variant-grid';

/** The cell a server refusal names ("M / Red: …" or "M / Red still has …"), to show it there. */
function refusedCell(message: string, product: Product, draft: GridDraft): string | undefined {
  const cells = gridCells(draft, product.sizes, product.colors);
  const named = cells
    .map((c) => ({ key: cellKey(c), name: cellName(c) }))
    .sort((a, b) => b.name.length - a.name.length)
    .find((c) => message.startsWith(`${c.name}:`) || message.startsWith(`${c.name} `));
  return named?.key;
}

export function VariantGridSection({ product }: { product: Product }) {
  const { t } = useT();
  const saved = useVariants(product.id);
  const save = useSaveGrid(product.id);
  const [draft, setDraft] = useState<GridDraft | null>(null);
  const [cellErrors, setCellErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const current = draft ?? (saved.data ? gridDraft(product.sizes, product.colors, saved.data) : null);

  const onSave = () => {
    if (!current || !saved.data) return;
    setFailure(null);
    const checked = checkGrid(current, { ...product, stockMode: saved.data.stockMode }, saved.data.variants);
    if (!checked.ok) {
      setCellErrors(checked.cellErrors);
      setFailure(checked.formError ?? t('Please check the highlighted sizes and colours.'));
      return;
    }
    save.mutate(checked.grid, {
      onSuccess: (answer) => {
        setDraft(gridDraft(product.sizes, product.colors, answer));
        setCellErrors({});
        toast.success(t('Variants saved.'));
      },
      onError: (error) => {
        const message = errorMessage(error, t('Could not save the variants. Please try again.'));
        const cell =
          error instanceof ApiError && error.status === 400
            ? refusedCell(error.message, product, current)
            : undefined;
        if (cell) setCellErrors({ [cell]: message });
        setFailure(message);
      },
    });
  };

  // Enter in a cell saves the grid, not the product form around it.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      onSave();
    }
  };

  return (
    <FormSection
      title={t('Variants')}
      note={t(
        'Stock, price and SKU for each size and colour, saved with their own button. New sizes or colours appear here once the product is saved.',
      )}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: catches Enter from the inputs inside. */}
      <div onKeyDown={onKeyDown}>
        {current ? (
          <VariantGrid
            sizes={product.sizes}
            colors={product.colors}
            draft={current}
            onChange={(next) => {
              setDraft(next);
              setCellErrors({});
              setFailure(null);
            }}
            errors={cellErrors}
          />
        ) : saved.isError ? (
          <p role="alert" className="text-sm text-danger-600">
            {errorMessage(saved.error, t('Could not load the variants.'))}
          </p>
        ) : (
          <p className="text-sm text-ink-500">{t('Loading variants…')}</p>
        )}
      </div>
      <FieldError message={failure ?? undefined} />
      <div className="flex justify-end">
        <Button type="button" onClick={onSave} disabled={!current || save.isPending} loading={save.isPending}>
          <Boxes aria-hidden="true" className="size-4" /> {t('Save variants')}
        </Button>
      </div>
    </FormSection>
  );
}
