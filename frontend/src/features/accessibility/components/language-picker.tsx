// The language choice (English, සිංහල, தமிழ், each named in its own script): a menu button that shows the
// current language and offers the three as a radio choice. In the header on every page, in the taskbar and
// on the first onboarding screen. The words change at once; the change is said in the new language.
import { languageNames, languages } from '@store/contracts/languages';
import { MenuButton } from '../../../components/ui/menu-button';
import { useI18n } from '../../../i18n/i18n';
import { useAccessibilitySettings } from '../hooks/accessibility-settings';

export function LanguagePicker({ className }: { className?: string }) {
  const { t, language } = useI18n();
  const { setLanguage } = useAccessibilitySettings();
  const current = languageNames[language];
  return (
    <MenuButton
      label={t('language.picker', { language: current })}
      className={className}
      buttonClassName="button button--small language-picker"
      items={languages.map((choice) => ({
        label: languageNames[choice],
        lang: choice,
        checked: choice === language,
        onSelect: () => void setLanguage(choice),
      }))}
    >
      <span aria-hidden="true">{current}</span>
    </MenuButton>
  );
}
