export { VoiceButton } from './components/voice-button';
export { loadVoiceCommandGroups, VoiceCommandGroups } from './components/lazy-voice-command-groups';
export { VoiceFeedback } from './components/voice-feedback';
export { VoiceControlProvider } from './hooks/voice-control';
