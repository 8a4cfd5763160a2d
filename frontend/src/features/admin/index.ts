export { AddProductForm } from './components/add-product-form';
export { OrderAdmin } from './components/order-admin';
export { ProductAdmin } from './components/product-admin';
export { ReviewAdmin } from './components/review-admin';
export { SentMailAdmin } from './components/sent-mail-admin';
export { NewsletterAdmin } from './components/newsletter-admin';
