// The screen a route is, before (or without) the page describing itself in more detail.
import type { NamedScreen, SharedView } from '@store/contracts/assistance';
import { paths } from '../../../config/paths';

const named: Record<string, NamedScreen> = {
  [paths.home]: 'home',
  [paths.homeAlias]: 'home',
  [paths.about]: 'about',
  [paths.accessibility]: 'accessibility',
  [paths.contact]: 'contact',
  [paths.cart]: 'cart',
  [paths.orders]: 'orders',
  [paths.bill]: 'bill',
  [paths.profile]: 'profile',
  [paths.liveStart]: 'live-start',
  [paths.liveWait]: 'live-wait',
  [paths.scheduleSession]: 'schedule-session',
};

/**
 * The shared view of `pathname` when its page has not described itself: `'describes-itself'` for a product
 * page, whose product and size only the page knows (a moment to load it is allowed for).
 */
export function screenOfPath(pathname: string): SharedView | 'describes-itself' {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path.startsWith('/product/')) return 'describes-itself';
  if (path.startsWith('/track-order/')) return { screen: 'track-order' };
  if (path === paths.collection)
    return { screen: 'collection', categories: [], types: [], page: 1, searching: false };
  if (path === paths.placeOrder) return { screen: 'checkout', fieldsWithErrors: [] };
  return { screen: named[path] ?? 'other' };
}
