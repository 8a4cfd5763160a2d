// The conversation inside the chat widget, loaded only when the shopper has a request open (most first
// visits have none): the status (waiting, scheduled, chatting, and whether the page is shared), the log with
// the helper's cards, the composer, reading replies aloud, and ending.
import type { MessageSender } from '@store/contracts/assistance';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { t as translate, useI18n } from '../../../i18n/i18n';
import { apiErrorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';
import { closeRequest } from '../api/requests';
import { useChatSender, useVoiceSender } from '../hooks/use-chat-sender';
import { useConversation } from '../hooks/use-live-help-queries';
import { useReadRepliesAloud } from '../hooks/use-read-replies-aloud';
import type { ChatShop } from '../shop';
import { queuePlaceText } from '../utils/queue-text';
import { timeInWords } from '../utils/time-words';
import { downloadText, transcriptText } from '../utils/transcript';
import { ChatComposer } from './chat-composer';
import { ChatLog } from './chat-log';
import { PageSuggestionMessage, ProductCardMessage } from './helper-cards';
import { MailConversationButton } from './mail-conversation-button';

export default function Conversation({
  shopperId,
  shopperEmail,
  requestId,
  requestCreatedAt,
  accepted,
  helperName,
  scheduledFor,
  queuePosition,
  sharing,
  onSharingChange,
  shop,
}: {
  shopperId: string;
  /** Where the conversation is mailed when the shopper asks. */
  shopperEmail: string;
  requestId: string;
  /** When this request was made: the transcript is this session's messages. */
  requestCreatedAt: string;
  accepted: boolean;
  helperName: string | null;
  scheduledFor: string | null;
  queuePosition: number | null;
  /** Whether the shopper shares which page they are on with their helper (while one serves them). */
  sharing: boolean;
  onSharingChange: (sharing: boolean) => void;
  shop: ChatShop;
}) {
  const i18n = useI18n();
  const { t, date } = i18n;
  const queryClient = useQueryClient();
  const conversation = useConversation(shopperId);
  const sender = useChatSender({ shopperId, senderId: shopperId, from: 'user' });
  const sendVoice = useVoiceSender(shopperId, 'user');
  const [readAloud, setReadAloud] = useState(false);
  const readAloudId = useId();
  const messages = conversation.data ?? [];
  // This session's messages, under this helper's name (earlier sessions had other helpers).
  const sessionMessages = messages.filter(
    (message) => Date.parse(message.createdAt) >= Date.parse(requestCreatedAt),
  );
  useReadRepliesAloud(messages, { enabled: readAloud, helperName });

  const end = useMutation({
    mutationFn: () => closeRequest(requestId),
    onSuccess: () => {
      queryClient.setQueryData(queryKeys.assistance.mine, {
        success: true,
        assist: null,
        queuePosition: null,
      });
      notify.info(accepted ? translate('chat.sessionEnded') : translate('chat.requestCancelled'));
    },
    onError: (error) => notify.error(apiErrorMessage(error, translate('chat.endFailed'))),
  });

  // The waiting screen announces the queue and the helper itself; elsewhere the widget does.
  const onWaitingScreen = useLocation().pathname === paths.liveWait;
  const names: Record<MessageSender, string> = {
    assistant: helperName ? t('chat.helperAuthor', { helper: helperName }) : t('chat.helperAuthorUnnamed'),
    user: t('chat.you'),
  };
  const sharingText = sharing ? t('chat.sharing.on') : t('chat.sharing.off');
  const status = accepted
    ? `${helperName ? t('chat.status.chatting', { helper: helperName }) : t('chat.status.chattingUnnamed')} ${sharingText}`
    : scheduledFor
      ? t('chat.status.scheduled', { time: timeInWords(date, scheduledFor) })
      : t('chat.status.waiting', { place: queuePlaceText(t, queuePosition) });

  return (
    <>
      <p className="chat-widget__status" role={onWaitingScreen ? undefined : 'status'}>
        {status}
      </p>
      {accepted && (
        <button
          type="button"
          className="button button--small chat-widget__sharing"
          onClick={() => onSharingChange(!sharing)}
        >
          {sharing ? t('chat.sharing.stop') : t('chat.sharing.restart')}
        </button>
      )}
      {conversation.isPending ? (
        <p role="status">{t('chat.loadingMessages')}</p>
      ) : (
        <ChatLog
          messages={messages}
          pending={sender.pending}
          viewer="user"
          names={names}
          label={
            accepted && helperName ? t('chat.logLabel', { helper: helperName }) : t('chat.logLabelUnnamed')
          }
          emptyText={t('chat.empty')}
          renderAttachment={(message) =>
            message.attachment?.kind === 'product' ? (
              <ProductCardMessage
                productId={message.attachment.productId}
                name={message.content}
                shop={shop}
              />
            ) : message.attachment?.kind === 'page' ? (
              <PageSuggestionMessage
                message={message}
                path={message.attachment.path}
                onDecline={(page) => sender.send(translate('chat.suggestion.declinedMessage', { page }))}
              />
            ) : null
          }
        />
      )}
      <ChatComposer onSend={sender.send} onVoice={sendVoice} />
      <div className="chat-widget__footer">
        <span className="checkbox-field">
          <input
            id={readAloudId}
            type="checkbox"
            checked={readAloud}
            onChange={(event) => setReadAloud(event.target.checked)}
          />
          <label htmlFor={readAloudId}>{t('chat.readRepliesAloud')}</label>
        </span>
        {sessionMessages.length > 0 && (
          <button
            type="button"
            className="button button--small"
            onClick={() => {
              downloadText(
                transcriptText(i18n, sessionMessages, helperName),
                `live-help-${sessionMessages[0]?.createdAt.slice(0, 10) ?? 'conversation'}.txt`,
              );
              notify.info(translate('chat.transcript.downloaded'));
            }}
          >
            {t('chat.transcript.download')}
          </button>
        )}
        {sessionMessages.length > 0 && <MailConversationButton email={shopperEmail} />}
        <button
          type="button"
          className="button button--small"
          disabled={end.isPending}
          onClick={() => end.mutate()}
        >
          {accepted ? t('chat.endSession') : t('chat.cancelRequest')}
        </button>
      </div>
    </>
  );
}
