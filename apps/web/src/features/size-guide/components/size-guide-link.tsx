import type { SizeGuide } from '@zariya/shared/size-guide';
import type { Unit } from '@zariya/shared/size-guide-rules';
import { Ruler } from 'lucide-react';
import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { useT } from '../../../lib/i18n';
import { FindMySize } from './find-my-size';
import { SizeGuideTable } from './size-guide-table';
import { UnitToggle } from './unit-toggle';

/** "Size guide" by the size picker: a dialog with the category's table (cm or inches) and "Find my size". */
export function SizeGuideLink({
  guide,
  sizes,
  onSelect,
}: {
  guide: SizeGuide;
  /** The product's sizes: "Find my size" recommends among these only. */
  sizes: readonly string[];
  onSelect: (size: string) => void;
}) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const [unit, setUnit] = useState<Unit>('cm');
  const [found, setFound] = useState<string | null>(null);
  const offered = new Set(sizes.map((s) => s.toUpperCase()));
  const rows = guide.rows.filter((row) => offered.has(row.size.toUpperCase()));

  const select = (size: string) => {
    // The picker's own spelling of the size (the guide may write 'm' for 'M').
    onSelect(sizes.find((s) => s.toUpperCase() === size.toUpperCase()) ?? size);
    setOpen(false);
  };

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="inline-flex min-h-tap items-center gap-1.5 text-sm font-medium text-plum-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum-700"
      >
        <Ruler aria-hidden="true" className="size-4" />
        {t('Size guide')}
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('Size guide')}
        // The category is one of CATEGORIES, in the Hindi catalogue.
        description={t('{{category}}: body measurements. Between two sizes, take the larger.', {
          category: t(guide.category),
        })}
        className="w-[min(40rem,calc(100vw-2rem))]"
      >
        {open ? (
          <div className="space-y-5">
            <UnitToggle unit={unit} onChange={setUnit} />
            <SizeGuideTable rows={guide.rows} unit={unit} offered={offered} highlight={found} />
            <FindMySize key={unit} rows={rows} unit={unit} onResult={setFound} onSelect={select} />
          </div>
        ) : null}
      </Dialog>
    </>
  );
}
