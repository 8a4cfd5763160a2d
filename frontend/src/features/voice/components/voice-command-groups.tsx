// The voice commands as shoppers are shown them, grouped, from the one list of the shopper's language
// (utils/voice-command-list): on the Accessibility page and in the voice "what can I say" dialog.
import { useI18n } from '../../../i18n/i18n';
import { voiceCommandList } from '../utils/voice-command-list';

export function VoiceCommandGroups() {
  const { language } = useI18n();
  return voiceCommandList(language).map((group) => (
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
