export {
  AssistanceScreen,
  ComparePricesScreen,
  TaskbarScreen,
  VoiceOverScreen,
} from './components/onboarding-screens';
export { isOnboardingComplete, useOnboardingComplete } from './hooks/onboarding';
