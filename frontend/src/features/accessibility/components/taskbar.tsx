// The accessibility taskbar (spec §1, §3), on every page: a button (Alt+A) that opens a panel in the page's
// flow, so it never covers anything and the page stays usable (no focus trap); Escape closes it and focus
// returns to the button. Each control shows its label and current value in words; every change is
// announced by the settings provider. While the shop reads aloud, the bar offers Pause and Stop. The
// language choice is one of its rows.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { AccessibilityIcon, CrossIcon, StopIcon } from '../../../components/ui/icons';
import { useI18n, type MessageKey } from '../../../i18n/i18n';
import {
  contrastLabels,
  contrastModes,
  describeValue,
  limits,
  settingName,
  type NumericSetting,
  type SwitchSetting,
} from '../utils/accessibility-model';
import { useAccessibilitySettings } from '../hooks/accessibility-settings';
import { LanguagePicker } from './language-picker';
import { useSession } from '../../../lib/session';
import { speech, useSpeechState } from '../../../lib/speech';
import { useTaskbarControl } from '../hooks/taskbar-control';
import { useMediaQuery } from '../../../lib/use-media-query';

function Stepper({ setting, less, more }: { setting: NumericSetting; less: MessageKey; more: MessageKey }) {
  const { t } = useI18n();
  const { settings, step } = useAccessibilitySettings();
  const labelId = useId();
  const valueId = useId();
  const value = settings[setting];
  const { min, max } = limits[setting];
  return (
    <div className="taskbar-control" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="taskbar-control__label">
        {settingName(setting)}
      </span>
      <span id={valueId} className="taskbar-control__value">
        {describeValue(setting, settings)}
      </span>
      <span className="taskbar-control__buttons">
        <button
          type="button"
          className="button button--small"
          aria-describedby={valueId}
          aria-disabled={value <= min}
          onClick={() => step(setting, -1)}
        >
          {t(less)}
        </button>
        <button
          type="button"
          className="button button--small"
          aria-describedby={valueId}
          aria-disabled={value >= max}
          onClick={() => step(setting, 1)}
        >
          {t(more)}
        </button>
      </span>
    </div>
  );
}

function Switch({ setting, hint }: { setting: SwitchSetting; hint: MessageKey }) {
  const { t } = useI18n();
  const { settings, setSwitch } = useAccessibilitySettings();
  const hintId = useId();
  const on = settings[setting];
  return (
    <div className="taskbar-control taskbar-control--switch">
      <label className="taskbar-switch">
        <input
          type="checkbox"
          role="switch"
          checked={on}
          aria-describedby={hintId}
          onChange={(event) => setSwitch(setting, event.target.checked)}
        />
        <span className="taskbar-control__label">{settingName(setting)}</span>
        <span className="taskbar-control__value" aria-hidden="true">
          {t(on ? 'taskbar.switch.on' : 'taskbar.switch.off')}
        </span>
      </label>
      <span id={hintId} className="taskbar-control__hint">
        {t(hint)}
      </span>
    </div>
  );
}

function ContrastChoice() {
  const { t } = useI18n();
  const { settings, setContrast } = useAccessibilitySettings();
  const name = useId();
  return (
    <fieldset className="taskbar-control taskbar-control--contrast">
      <legend className="taskbar-control__label">{settingName('contrast')}</legend>
      <span className="taskbar-control__options">
        {contrastModes.map((mode) => (
          <label key={mode} className="taskbar-radio">
            <input
              type="radio"
              name={name}
              value={mode}
              checked={settings.contrast === mode}
              onChange={() => setContrast(mode)}
            />
            {t(contrastLabels[mode])}
          </label>
        ))}
      </span>
    </fieldset>
  );
}

/** Pause / Resume and Stop while something is being read aloud. */
/** The language of the words, read-aloud and voice commands: the same choice as the header's. */
function LanguageChoice() {
  const labelId = useId();
  return (
    <div className="taskbar-control taskbar-control--language" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="taskbar-control__label">
        {settingName('language')}
      </span>
      <LanguagePicker />
    </div>
  );
}

function ReadingControls() {
  const { t } = useI18n();
  const state = useSpeechState();
  if (state === 'idle') return null;
  return (
    <span className="taskbar__reading">
      <button
        type="button"
        className="button button--small"
        onClick={() => (state === 'paused' ? speech.resume() : speech.pause())}
      >
        {t(state === 'paused' ? 'taskbar.reading.resume' : 'taskbar.reading.pause')}
      </button>
      <button type="button" className="button button--small" onClick={() => speech.cancel()}>
        <StopIcon size="1.25em" />
        {t('taskbar.reading.stop')}
      </button>
    </span>
  );
}

export function Taskbar({ voiceButton }: { voiceButton?: ReactNode }) {
  const { t } = useI18n();
  const { open, setOpen, buttonRef } = useTaskbarControl();
  const { reset } = useAccessibilitySettings();
  const { token } = useSession();
  const forcedColours = useMediaQuery('(forced-colors: active)');
  const panelId = useId();
  const titleId = useId();
  const hintId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusPanel = useRef(false);
  const panelRef = useRef<HTMLDivElement>(null);

  // Alt+A anywhere: open and go into the panel, or close and go back to the button.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!event.altKey || event.ctrlKey || event.metaKey || event.code !== 'KeyA') return;
      event.preventDefault();
      if (open) {
        setOpen(false);
        buttonRef.current?.focus();
      } else {
        focusPanel.current = true;
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, setOpen, buttonRef]);

  useEffect(() => {
    if (open && focusPanel.current) headingRef.current?.focus();
    focusPanel.current = false;
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  // Escape inside the panel closes it (a listener, since the panel is a group, not a widget).
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel || !open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    };
    panel.addEventListener('keydown', onKey);
    return () => panel.removeEventListener('keydown', onKey);
  }, [open, setOpen, buttonRef]);

  return (
    <aside className="taskbar" aria-label={t('taskbar.label')}>
      <div className="taskbar__bar container">
        <button
          ref={buttonRef}
          type="button"
          className="button button--small taskbar__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          aria-keyshortcuts="Alt+A"
          aria-describedby={hintId}
          onClick={() => setOpen(!open)}
        >
          <AccessibilityIcon size="1.25em" />
          {t('taskbar.label')}
        </button>
        <span id={hintId} className="taskbar__hint">
          {t('taskbar.shortcut')}
        </span>
        <ReadingControls />
      </div>
      <div
        id={panelId}
        ref={panelRef}
        className="taskbar__panel container"
        role="group"
        aria-labelledby={titleId}
        hidden={!open}
      >
        <div className="taskbar__top">
          <h2 id={titleId} ref={headingRef} tabIndex={-1}>
            {t('taskbar.heading')}
          </h2>
          <button type="button" className="icon-button" aria-label={t('taskbar.close')} onClick={close}>
            <CrossIcon />
          </button>
        </div>
        <p className="taskbar__intro">{t(token ? 'taskbar.introSignedIn' : 'taskbar.intro')}</p>
        {forcedColours && <p className="taskbar__intro">{t('taskbar.forcedColours')}</p>}
        <div className="taskbar__controls">
          <LanguageChoice />
          <Stepper setting="fontSize" less="taskbar.smaller" more="taskbar.larger" />
          <Stepper setting="lineHeight" less="taskbar.less" more="taskbar.more" />
          <Stepper setting="letterSpacing" less="taskbar.less" more="taskbar.more" />
          <ContrastChoice />
          <Stepper setting="saturation" less="taskbar.less" more="taskbar.more" />
          <Switch setting="monochrome" hint="taskbar.hint.monochrome" />
          <Switch setting="visionImpaired" hint="taskbar.hint.visionImpaired" />
          <Switch setting="seizureSafe" hint="taskbar.hint.seizureSafe" />
          <Stepper setting="readingSpeed" less="taskbar.slower" more="taskbar.faster" />
          <div className="taskbar-control taskbar-control--actions">
            {voiceButton}
            <button type="button" className="button button--small" onClick={() => reset()}>
              {t('taskbar.reset')}
            </button>
          </div>
        </div>
      </div>
    </aside>
  );
}
