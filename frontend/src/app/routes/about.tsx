import { AboutPage } from '../../features/info/components/about-page';

export default AboutPage;
