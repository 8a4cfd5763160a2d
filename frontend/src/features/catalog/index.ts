export { CollectionFilters } from './components/collection-filters';
export { CollectionPager } from './components/collection-pager';
export { Hero, SHOP_NOW_ID } from './components/hero';
export { OurPolicy } from './components/our-policy';
export { ProductSection } from './components/product-section';
export { SortSelect } from './components/sort-select';
export { useCollectionParams } from './hooks/use-collection-params';
