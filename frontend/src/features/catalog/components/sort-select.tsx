// Sort order of the collection (spec §9 keys: relavent, low-high, high-low).
import type { SortKey } from '@store/contracts/products';
import { useId } from 'react';

export const sortOptions: ReadonlyArray<{ value: SortKey; label: string }> = [
  { value: 'relavent', label: 'Relevant' },
  { value: 'low-high', label: 'Low to High' },
  { value: 'high-low', label: 'High to Low' },
];

export function SortSelect({ value, onChange }: { value: SortKey; onChange: (value: SortKey) => void }) {
  const id = useId();
  return (
    <div className="sort-select">
      <label htmlFor={id}>Sort by</label>
      <select
        id={id}
        className="input"
        value={value}
        onChange={(event) => {
          const chosen = sortOptions.find((option) => option.value === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
      >
        {sortOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
