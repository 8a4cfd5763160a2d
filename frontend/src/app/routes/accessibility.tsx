import { AccessibilityPage } from '../../features/info';
import { VoiceCommandGroups } from '../../features/voice';

export default function AccessibilityRoute() {
  return <AccessibilityPage voiceCommands={<VoiceCommandGroups />} />;
}
