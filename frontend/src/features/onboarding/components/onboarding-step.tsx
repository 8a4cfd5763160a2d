// One screen of the first-visit introduction: step count, title, picture, text and the way on.
import type { ReactNode } from 'react';
import { PageHeading } from '../../../components/ui/page-heading';
import { onboardingSteps, type OnboardingStepConfig } from '../../../config/onboarding-steps';

export function OnboardingStep({
  step,
  illustration,
  children,
  action,
}: {
  step: OnboardingStepConfig;
  illustration: ReactNode;
  children: ReactNode;
  action: ReactNode;
}) {
  return (
    <div className="onboarding container">
      <div className="onboarding__card">
        <p className="onboarding__step">
          Step {onboardingSteps.indexOf(step) + 1} of {onboardingSteps.length}
        </p>
        <PageHeading title={step.title} className="onboarding__title">
          {step.title}
        </PageHeading>
        <div className="onboarding__illustration">{illustration}</div>
        <div className="onboarding__text">{children}</div>
        <div className="onboarding__action">{action}</div>
      </div>
    </div>
  );
}
