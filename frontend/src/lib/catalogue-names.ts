// The catalogue's fixed words (categories and types) in the shopper's language. The API and the URL keep
// the English values (Men, Topwear); screens show these names.
import type { Category, SubCategory } from '@store/contracts/products';
import { t, type MessageKey } from '../i18n/i18n';

const categoryKeys: Record<Category, MessageKey> = {
  Men: 'common.category.men',
  Women: 'common.category.women',
  Kids: 'common.category.kids',
};

const subCategoryKeys: Record<SubCategory, MessageKey> = {
  Topwear: 'common.subCategory.topwear',
  Bottomwear: 'common.subCategory.bottomwear',
  Winterwear: 'common.subCategory.winterwear',
};

const isKey = <Name extends string>(table: Record<Name, MessageKey>, name: string): name is Name =>
  Object.hasOwn(table, name);

/** "Men" as the active language says it; a value the shop does not know is shown as it is. */
export const categoryName = (category: string): string =>
  isKey(categoryKeys, category) ? t(categoryKeys[category]) : category;

/** "Topwear" as the active language says it. */
export const subCategoryName = (subCategory: string): string =>
  isKey(subCategoryKeys, subCategory) ? t(subCategoryKeys[subCategory]) : subCategory;
