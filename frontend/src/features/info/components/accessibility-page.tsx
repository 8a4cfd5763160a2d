// The Accessibility page (spec §2): the taskbar, live assistance, screen reader support and the voice
// commands (from the same list the voice "help" shows, in the shopper's language), with 'Get Live Help'
// to /live-start.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SectionTitle } from '../../../components/ui/section-title';
import { paths } from '../../../config/paths';
import { useI18n, type MessageKey } from '../../../i18n/i18n';

const screenReaderPoints: readonly MessageKey[] = [
  'accessibilityPage.screenReader.skipLink',
  'accessibilityPage.screenReader.focus',
  'accessibilityPage.screenReader.keyboard',
  'accessibilityPage.screenReader.messages',
  'accessibilityPage.screenReader.readAloud',
  'accessibilityPage.screenReader.highContrast',
];

const taskbarSettings: readonly MessageKey[] = [
  'accessibilityPage.taskbar.textSize',
  'accessibilityPage.taskbar.lineHeight',
  'accessibilityPage.taskbar.letterSpacing',
  'accessibilityPage.taskbar.contrast',
  'accessibilityPage.taskbar.saturation',
  'accessibilityPage.taskbar.monochrome',
  'accessibilityPage.taskbar.visionImpaired',
  'accessibilityPage.taskbar.seizureSafe',
  'accessibilityPage.taskbar.readingSpeed',
  'accessibilityPage.taskbar.language',
];

/** `voiceCommands`: the voice feature's list of commands, placed by the app. */
export function AccessibilityPage({ voiceCommands }: { voiceCommands: ReactNode }) {
  const { t } = useI18n();
  return (
    <div className="page container info-page">
      <SectionTitle
        level={1}
        text1={t('accessibilityPage.title1')}
        text2={t('accessibilityPage.title2')}
        pageTitle={t('accessibilityPage.pageTitle')}
      />
      <p className="section__intro">{t('accessibilityPage.intro')}</p>

      <section className="info-block" aria-labelledby="a11y-screen-reader">
        <h2 id="a11y-screen-reader">{t('accessibilityPage.screenReader.heading')}</h2>
        <ul>
          {screenReaderPoints.map((point) => (
            <li key={point}>{t(point)}</li>
          ))}
        </ul>
      </section>

      <section className="info-block" aria-labelledby="a11y-taskbar">
        <h2 id="a11y-taskbar">{t('accessibilityPage.taskbar.heading')}</h2>
        <p>{t('accessibilityPage.taskbar.intro')}</p>
        <ul>
          {taskbarSettings.map((setting) => (
            <li key={setting}>{t(setting)}</li>
          ))}
        </ul>
        <p>{t('accessibilityPage.taskbar.outro')}</p>
      </section>

      <section className="info-block" aria-labelledby="a11y-voice">
        <h2 id="a11y-voice">{t('accessibilityPage.voice.heading')}</h2>
        <p>{t('accessibilityPage.voice.intro')}</p>
        {voiceCommands}
      </section>

      <section className="info-block" aria-labelledby="a11y-live">
        <h2 id="a11y-live">{t('accessibilityPage.live.heading')}</h2>
        <p>{t('accessibilityPage.live.text')}</p>
        <Link to={paths.liveStart} className="button button--primary">
          {t('accessibilityPage.live.button')}
        </Link>
      </section>
    </div>
  );
}
