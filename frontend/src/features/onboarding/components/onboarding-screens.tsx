// The four introduction screens of a first visit (spec §2): / and /start → /test1 → /test3 → /taskbar.
// The first one offers the language choice first, handed in by the app (it belongs to the accessibility
// settings, which this feature does not import).
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  assistanceStep,
  comparePricesStep,
  taskbarFeatureMessages,
  taskbarStep,
  voiceOverStep,
} from '../../../config/onboarding-steps';
import { useI18n } from '../../../i18n/i18n';
import { completeOnboarding } from '../hooks/onboarding';
import { AssistanceArt, ComparePricesArt, TaskbarArt, VoiceOverArt } from './illustrations';
import { OnboardingStep } from './onboarding-step';

export function ComparePricesScreen({ languageChoice }: { languageChoice?: ReactNode }) {
  const { t } = useI18n();
  return (
    <OnboardingStep
      step={comparePricesStep}
      before={languageChoice && <div className="onboarding__language">{languageChoice}</div>}
      illustration={<ComparePricesArt />}
      action={
        <Link to={comparePricesStep.next} className="button button--primary">
          {t(comparePricesStep.actionKey)}
        </Link>
      }
    >
      <p>{t('onboarding.comparePrices.text')}</p>
    </OnboardingStep>
  );
}

export function AssistanceScreen() {
  const { t } = useI18n();
  return (
    <OnboardingStep
      step={assistanceStep}
      illustration={<AssistanceArt />}
      action={
        <Link to={assistanceStep.next} className="button button--primary">
          {t(assistanceStep.actionKey)}
        </Link>
      }
    >
      <p>{t('onboarding.assistance.text')}</p>
    </OnboardingStep>
  );
}

export function VoiceOverScreen() {
  const { t } = useI18n();
  return (
    <OnboardingStep
      step={voiceOverStep}
      illustration={<VoiceOverArt />}
      action={
        <Link to={voiceOverStep.next} className="button button--primary">
          {t(voiceOverStep.actionKey)}
        </Link>
      }
    >
      <p>{t('onboarding.voiceOver.text')}</p>
    </OnboardingStep>
  );
}

export function TaskbarScreen() {
  const { t } = useI18n();
  const navigate = useNavigate();
  return (
    <OnboardingStep
      step={taskbarStep}
      illustration={<TaskbarArt />}
      action={
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            completeOnboarding();
            navigate(taskbarStep.next, { replace: true });
          }}
        >
          {t(taskbarStep.actionKey)}
        </button>
      }
    >
      <p>{t('onboarding.taskbar.text')}</p>
      <ul className="onboarding__list">
        {taskbarFeatureMessages.map((feature) => (
          <li key={feature.key}>{t(feature.key)}</li>
        ))}
      </ul>
    </OnboardingStep>
  );
}
