import type { SearchSort } from '@zariya/shared/listing';
import { Select } from '../../../components/ui/select';
import { useT } from '../../../lib/i18n';
import { SORT_OPTIONS, type SortOption } from '../hooks/use-listing-params';

export function SortSelect({
  value,
  onChange,
  options = SORT_OPTIONS,
}: {
  value: SearchSort;
  onChange: (sort: SearchSort) => void;
  options?: ReadonlyArray<SortOption>;
}) {
  const { t } = useT();
  return (
    <Select
      label={t('Sort by')}
      inline
      // The labels are SORT_LABELS', in the Hindi catalogue.
      options={options.map((o) => ({ value: o.value, label: t(o.label) }))}
      value={value}
      onChange={(event) => onChange(event.target.value as SearchSort)}
      className="w-full sm:w-auto sm:min-w-64"
    />
  );
}
