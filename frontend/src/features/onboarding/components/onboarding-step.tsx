// One screen of the first-visit introduction: step count, title, picture, text and the way on.
import type { ReactNode } from 'react';
import { PageHeading } from '../../../components/ui/page-heading';

export function OnboardingStep({
  step,
  title,
  illustration,
  children,
  action,
}: {
  step: number;
  title: string;
  illustration: ReactNode;
  children: ReactNode;
  action: ReactNode;
}) {
  return (
    <div className="onboarding container">
      <div className="onboarding__card">
        <p className="onboarding__step">Step {step} of 4</p>
        <PageHeading title={title} className="onboarding__title">
          {title}
        </PageHeading>
        <div className="onboarding__illustration">{illustration}</div>
        <div className="onboarding__text">{children}</div>
        <div className="onboarding__action">{action}</div>
      </div>
    </div>
  );
}
