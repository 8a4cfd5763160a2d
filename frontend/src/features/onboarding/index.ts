export {
  AssistanceScreen,
  ComparePricesScreen,
  TaskbarScreen,
  VoiceOverScreen,
} from './components/onboarding-screens';
export { useOnboardingComplete } from './hooks/onboarding';
