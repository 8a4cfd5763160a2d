export {
  getProductList,
  productsByIdsQuery,
  useProduct,
  useProductList,
  useProductsByIds,
  useProductSearch,
} from './api/products-api';
export { ProductDetails } from './components/product-details';
export { RelatedProducts } from './components/related-products';
