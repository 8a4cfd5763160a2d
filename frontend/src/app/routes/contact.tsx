import { ContactPage } from '../../features/info';

export default ContactPage;
