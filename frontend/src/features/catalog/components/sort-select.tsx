// Sort order of the collection (spec §9 keys: relavent, low-high, high-low; and rating, best rated first).
import type { SortKey } from '@store/contracts/products';
import { useId } from 'react';
import { useI18n, type MessageKey } from '../../../i18n/i18n';

export const sortOptions: ReadonlyArray<{ value: SortKey; label: MessageKey }> = [
  { value: 'relavent', label: 'collection.sort.relevant' },
  { value: 'low-high', label: 'collection.sort.lowHigh' },
  { value: 'high-low', label: 'collection.sort.highLow' },
  { value: 'rating', label: 'collection.sort.rating' },
];

export function SortSelect({ value, onChange }: { value: SortKey; onChange: (value: SortKey) => void }) {
  const { t } = useI18n();
  const id = useId();
  return (
    <div className="sort-select">
      <label htmlFor={id}>{t('collection.sortBy')}</label>
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
            {t(option.label)}
          </option>
        ))}
      </select>
    </div>
  );
}
