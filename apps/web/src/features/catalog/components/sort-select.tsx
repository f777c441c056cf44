import type { ProductSort } from '@zariya/shared/catalog';
import { Select } from '../../../components/ui/select';
import { SORT_OPTIONS } from '../hooks/use-listing-params';

export function SortSelect({
  value,
  onChange,
}: {
  value: ProductSort;
  onChange: (sort: ProductSort) => void;
}) {
  return (
    <Select
      label="Sort by"
      inline
      options={SORT_OPTIONS}
      value={value}
      onChange={(event) => onChange(event.target.value as ProductSort)}
      className="w-full sm:w-auto sm:min-w-64"
    />
  );
}
