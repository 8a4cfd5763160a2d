// The words the admin shows for the contract's fixed values: categories, sub-categories and order
// statuses (the API and the forms keep the English values; the screens say them in the active language).
import type { OrderStatus } from '@store/contracts/order-rules';
import type { Category, SubCategory } from '@store/contracts/products';
import type { MessageKey } from '../../../i18n/i18n';

export const categoryWords: Record<Category, MessageKey> = {
  Men: 'admin.category.men',
  Women: 'admin.category.women',
  Kids: 'admin.category.kids',
};

export const subCategoryWords: Record<SubCategory, MessageKey> = {
  Topwear: 'admin.subCategory.topwear',
  Bottomwear: 'admin.subCategory.bottomwear',
  Winterwear: 'admin.subCategory.winterwear',
};

export const statusWords: Record<OrderStatus, MessageKey> = {
  'Order Placed': 'admin.status.orderPlaced',
  Processing: 'admin.status.processing',
  Shipped: 'admin.status.shipped',
  Delivered: 'admin.status.delivered',
  Cancelled: 'admin.status.cancelled',
};
