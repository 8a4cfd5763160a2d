// One screen of the first-visit introduction: step count, title, picture, text and the way on.
import type { ReactNode } from 'react';
import { PageHeading } from '../../../components/ui/page-heading';
import { onboardingSteps, type OnboardingStepConfig } from '../../../config/onboarding-steps';
import { useI18n } from '../../../i18n/i18n';

export function OnboardingStep({
  step,
  illustration,
  children,
  action,
  before,
}: {
  step: OnboardingStepConfig;
  illustration: ReactNode;
  children: ReactNode;
  action: ReactNode;
  /** Shown above the step count (the first screen's language choice). */
  before?: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <div className="onboarding container">
      <div className="onboarding__card">
        {before}
        <p className="onboarding__step">
          {t('onboarding.stepOf', { step: onboardingSteps.indexOf(step) + 1, steps: onboardingSteps.length })}
        </p>
        <PageHeading title={t(step.titleKey)} className="onboarding__title">
          {t(step.titleKey)}
        </PageHeading>
        <div className="onboarding__illustration">{illustration}</div>
        <div className="onboarding__text">{children}</div>
        <div className="onboarding__action">{action}</div>
      </div>
    </div>
  );
}
