import { ContactPage } from '../../features/info/components/contact-page';

export default ContactPage;
