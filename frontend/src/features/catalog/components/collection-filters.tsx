// The collection's filters (spec §2): CATEGORIES Men/Women/Kids and TYPE Topwear/Bottomwear/Winterwear as
// checkboxes in fieldsets. On small screens a FILTERS button shows and hides them (a disclosure).
import { categories, subCategories } from '@store/contracts/constants';
import { useId, useState } from 'react';
import { DropdownIcon } from '../../../components/ui/icons';
import { useI18n } from '../../../i18n/i18n';
import { categoryName, subCategoryName } from '../../../lib/catalogue-names';

export function CollectionFilters({
  category,
  subCategory,
  onToggle,
}: {
  category: readonly string[];
  subCategory: readonly string[];
  onToggle: (name: 'category' | 'subCategory', option: string) => void;
}) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const panelId = useId();

  const group = (
    name: 'category' | 'subCategory',
    legend: string,
    options: readonly string[],
    chosen: readonly string[],
    label: (option: string) => string,
  ) => (
    <fieldset className="filters__group">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option} className="filters__option">
          <input type="checkbox" checked={chosen.includes(option)} onChange={() => onToggle(name, option)} />
          {label(option)}
        </label>
      ))}
    </fieldset>
  );

  return (
    <div className="filters">
      <h2 className="filters__title">
        <button
          type="button"
          className="filters__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((current) => !current)}
        >
          {t('collection.filters')}
          <DropdownIcon className="filters__chevron" size="1em" />
        </button>
        <span className="filters__heading">{t('collection.filters')}</span>
      </h2>
      <div id={panelId} className="filters__panel" data-open={open}>
        {group('category', t('collection.categories'), categories, category, categoryName)}
        {group('subCategory', t('collection.type'), subCategories, subCategory, subCategoryName)}
      </div>
    </div>
  );
}
