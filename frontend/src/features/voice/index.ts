export { VoiceButton } from './components/voice-button';
export { VoiceCommandGroups } from './components/voice-command-groups';
export { VoiceFeedback } from './components/voice-feedback';
export { VoiceControlProvider } from './hooks/voice-control';
