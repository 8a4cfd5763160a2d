import { AccessibilityPage } from '../../features/info/components/accessibility-page';

export default AccessibilityPage;
