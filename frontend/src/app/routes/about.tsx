import { AboutPage } from '../../features/info';

export default AboutPage;
