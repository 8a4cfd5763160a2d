export { ProductReviews } from './components/product-reviews';
export { readLatestReviews } from './utils/reviews-reading';
