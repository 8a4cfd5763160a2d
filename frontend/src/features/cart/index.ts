export { CartRow, ShortLineNote } from './components/cart-row';
export { CartTotals } from './components/cart-totals';
export { UndoToast } from './components/undo-toast';
export { CartProvider, useCart } from './hooks/cart-context';
export { cartLines, cartTotals, isShort, shortText } from './utils/cart-math';
export type { CartLine } from './utils/cart-math';
