export { NewsletterBox } from './components/newsletter-box';
export { NewsletterLinkPage } from './components/newsletter-link-page';
