// Routes of the first-visit introduction. The first screen offers the language choice before anything
// else, so a shopper who reads Sinhala or Tamil can switch before the introduction goes on.
import { LanguagePicker } from '../../features/accessibility';
import { ComparePricesScreen as ComparePricesIntro } from '../../features/onboarding';

export { AssistanceScreen, TaskbarScreen, VoiceOverScreen } from '../../features/onboarding';

export function ComparePricesScreen() {
  return <ComparePricesIntro languageChoice={<LanguagePicker />} />;
}
