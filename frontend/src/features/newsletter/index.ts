export { NewsletterBox } from './components/newsletter-box';
