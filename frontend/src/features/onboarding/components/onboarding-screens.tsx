// The four introduction screens of a first visit (spec §2): / and /start → /test1 → /test3 → /taskbar.
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { completeOnboarding } from '../../../lib/onboarding';
import { AssistanceArt, ComparePricesArt, TaskbarArt, VoiceOverArt } from './illustrations';
import { OnboardingStep } from './onboarding-step';

export function ComparePricesScreen() {
  return (
    <OnboardingStep
      step={1}
      title="Compare Prices"
      illustration={<ComparePricesArt />}
      action={
        <Link to={paths.test1} className="button button--primary">
          Start Saving
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
      step={2}
      title="Real-Time Assistance"
      illustration={<AssistanceArt />}
      action={
        <Link to={paths.test3} className="button button--primary">
          Start Your Journey
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
      step={3}
      title="Voice-Over"
      illustration={<VoiceOverArt />}
      action={
        <Link to={paths.taskbar} className="button button--primary">
          Explore Now
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

const taskbarFeatures = [
  'Font Size',
  'Line Height',
  'Letter Spacing',
  'Monochrome',
  'Vision Impaired',
  'Saturation',
] as const;

export function TaskbarScreen() {
  const navigate = useNavigate();
  return (
    <OnboardingStep
      step={4}
      title="Accessibility Taskbar"
      illustration={<TaskbarArt />}
      action={
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            completeOnboarding();
            navigate(paths.home, { replace: true });
          }}
        >
          Explore Now
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
