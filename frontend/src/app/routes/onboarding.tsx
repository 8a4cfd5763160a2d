// Routes of the first-visit introduction.
export {
  AssistanceScreen,
  ComparePricesScreen,
  TaskbarScreen,
  VoiceOverScreen,
} from '../../features/onboarding';
