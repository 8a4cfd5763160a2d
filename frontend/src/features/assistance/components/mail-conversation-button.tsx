// "Email me the conversation": the shop mails the shopper their latest live help conversation, during the
// session or after it ended. What it needs loads on the press (most visits never ask).
import { useState } from 'react';
import { t as translate, useI18n } from '../../../i18n/i18n';
import { notify } from '../../../lib/notify';

export function MailConversationButton({ email }: { email: string }) {
  const { t, language } = useI18n();
  const [mailing, setMailing] = useState(false);
  const mail = async () => {
    if (mailing) return;
    setMailing(true);
    try {
      const { mailConversation } = await import('../utils/transcript');
      await mailConversation(language, email);
    } catch {
      notify.error(translate('chat.transcript.mailFailed'));
    } finally {
      setMailing(false);
    }
  };
  return (
    <button
      type="button"
      className="button button--small"
      aria-disabled={mailing || undefined}
      onClick={() => void mail()}
    >
      {mailing ? t('chat.transcript.mailing') : t('chat.transcript.mail')}
    </button>
  );
}
