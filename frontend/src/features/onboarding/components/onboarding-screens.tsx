// The four introduction screens of a first visit (spec §2): / and /start → /test1 → /test3 → /taskbar.
import { Link, useNavigate } from 'react-router-dom';
import {
  assistanceStep,
  comparePricesStep,
  taskbarFeatures,
  taskbarStep,
  voiceOverStep,
} from '../../../config/onboarding-steps';
import { completeOnboarding } from '../hooks/onboarding';
import { AssistanceArt, ComparePricesArt, TaskbarArt, VoiceOverArt } from './illustrations';
import { OnboardingStep } from './onboarding-step';

export function ComparePricesScreen() {
  return (
    <OnboardingStep
      step={comparePricesStep}
      illustration={<ComparePricesArt />}
      action={
        <Link to={comparePricesStep.next} className="button button--primary">
          {comparePricesStep.action}
        </Link>
      }
    >
      <p>
        Find the best price before you buy. Every list in the collection can be sorted from low to high price,
        and filtered by category and type, so comparing takes one step.
      </p>
    </OnboardingStep>
  );
}

export function AssistanceScreen() {
  return (
    <OnboardingStep
      step={assistanceStep}
      illustration={<AssistanceArt />}
      action={
        <Link to={assistanceStep.next} className="button button--primary">
          {assistanceStep.action}
        </Link>
      }
    >
      <p>
        Need a hand? Ask for live assistance and a person from our team joins you: they chat with you, can see
        your cart, and guide you to what you are looking for.
      </p>
    </OnboardingStep>
  );
}

export function VoiceOverScreen() {
  return (
    <OnboardingStep
      step={voiceOverStep}
      illustration={<VoiceOverArt />}
      action={
        <Link to={voiceOverStep.next} className="button button--primary">
          {voiceOverStep.action}
        </Link>
      }
    >
      <p>
        Let the store read to you. The voice-over button on a product reads its name, price, rating,
        description and sizes; in your cart it reads every item and the total. Press it again to stop.
      </p>
    </OnboardingStep>
  );
}

export function TaskbarScreen() {
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
          {taskbarStep.action}
        </button>
      }
    >
      <p>Make the store comfortable for your eyes. The accessibility taskbar lets you change:</p>
      <ul className="onboarding__list">
        {taskbarFeatures.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
    </OnboardingStep>
  );
}
