export { AboutPage } from './components/about-page';
export { AccessibilityPage } from './components/accessibility-page';
export { ContactPage } from './components/contact-page';
