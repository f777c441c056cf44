import type { SearchSort } from '@zariya/shared/listing';
import { Select } from '../../../components/ui/select';
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
  return (
    <Select
      label="Sort by"
      inline
      options={options}
      value={value}
      onChange={(event) => onChange(event.target.value as SearchSort)}
      className="w-full sm:w-auto sm:min-w-64"
    />
  );
}
