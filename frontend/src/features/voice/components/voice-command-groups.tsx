// The voice commands as shoppers are shown them, grouped, from the one list (utils/voice-command-list):
// on the Accessibility page and in the voice "what can I say" dialog.
import { voiceCommandGroups } from '../utils/voice-command-list';

export function VoiceCommandGroups() {
  return voiceCommandGroups.map((group) => (
    <div key={group.title}>
      <h3>{group.title}</h3>
      <dl className="voice-commands">
        {group.commands.map((command) => (
          <div key={command.phrase}>
            <dt>“{command.phrase}”</dt>
            <dd>{command.description}</dd>
          </div>
        ))}
      </dl>
    </div>
  ));
}
