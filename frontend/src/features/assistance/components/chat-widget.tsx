// The chat widget on every page (spec §2): open by default, minimised and reopened at will (remembered),
// with the count of unread helper messages while minimised. With no request open it offers live help
// instead of an empty chat; with one, it is the conversation: the helper's messages announced as they
// come, text, dictation and voice messages, the replies read aloud if the shopper wants, and ending.
// Helpers and admins do not get it: helpers chat from their live view.
import type { MessageSender } from '@store/contracts/assistance';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { t as translate, useI18n } from '../../../i18n/i18n';
import { apiErrorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';
import { closeRequest } from '../api/requests';
import { useAssistance } from '../hooks/assistance-provider';
import { useChatSender, useVoiceSender } from '../hooks/use-chat-sender';
import { useConversation, useMyRequest } from '../hooks/use-live-help-queries';
import { useReadRepliesAloud } from '../hooks/use-read-replies-aloud';
import { useShareScreen, useSharingChoice } from '../hooks/use-screen-sharing';
import { queuePlaceText } from '../utils/queue-text';
import { timeInWords } from '../utils/time-words';
import { ChatComposer } from './chat-composer';
import { ChatLog } from './chat-log';
import './live-help.css';

/** `onboardingComplete`: whether the shopper has finished the introduction (the app reads the flag). */
export function ChatWidget({ onboardingComplete }: { onboardingComplete: boolean }) {
  const { user } = useSession();
  if (user && user.role !== 'shopper') return null;
  return <ShopperChatWidget onboardingComplete={onboardingComplete} />;
}

/**
 * Tells the page how tall the floating widget is (--chat-widget-height on <html>), so that scrolling to a
 * focused control keeps it clear of the widget; 0 when the widget sits in the page's flow.
 */
function useFloatingHeight(shape: unknown) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = ref.current;
    const root = document.documentElement;
    if (!element || typeof ResizeObserver !== 'function') return;
    const measure = () => {
      const floating = getComputedStyle(element).position === 'fixed';
      root.style.setProperty('--chat-widget-height', `${floating ? element.offsetHeight : 0}px`);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener('resize', measure);
    measure();
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      root.style.removeProperty('--chat-widget-height');
    };
  }, [shape]);
  return ref;
}

function ShopperChatWidget({ onboardingComplete }: { onboardingComplete: boolean }) {
  const { t, tRich } = useI18n();
  const { user } = useSession();
  const { chatOpen, seenId, openChat, minimiseChat } = useAssistance();
  const mine = useMyRequest();
  const request = mine.data?.assist ?? null;
  const sharingChoice = useSharingChoice(request?._id ?? null);
  // Whether the widget is open or not, the screen goes to the helper while the shopper shares it.
  useShareScreen({ active: request?.accept === true, sharing: sharingChoice.sharing });
  const conversation = useConversation(user?.id, request !== null);
  const messages = conversation.data ?? [];
  const titleId = useId();
  const frame = useFloatingHeight(chatOpen);
  // Minimising or reopening replaces the control that had the focus: hand it to its counterpart.
  const reopen = useRef<HTMLButtonElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const moveFocus = useRef(false);
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (chatOpen ? title.current : reopen.current)?.focus();
  }, [chatOpen]);

  const seenIndex = seenId ? messages.findIndex((message) => message._id === seenId) : -1;
  const unread = request
    ? messages.slice(seenIndex + 1).filter((message) => message.from === 'assistant').length
    : 0;

  if (!chatOpen) {
    return (
      <aside ref={frame} className="chat-widget chat-widget--minimised" aria-label={t('chat.title')}>
        <button
          ref={reopen}
          type="button"
          className="chat-widget__open"
          aria-expanded="false"
          onClick={() => {
            openChat();
            moveFocus.current = true;
          }}
        >
          {t('chat.title')}
          {unread > 0 && (
            <span className="chat-widget__badge">
              {tRich('chat.unreadBadge', {
                count: unread,
                hidden: (chunks) => <span className="visually-hidden">{chunks}</span>,
              })}
            </span>
          )}
        </button>
        <p className="visually-hidden" role="status">
          {unread > 0 ? t('chat.unreadStatus', { count: unread }) : ''}
        </p>
      </aside>
    );
  }

  return (
    <aside ref={frame} className="chat-widget" aria-labelledby={titleId}>
      <div className="chat-widget__header">
        <h2 id={titleId} ref={title} tabIndex={-1} className="chat-widget__title">
          {t('chat.title')}
        </h2>
        <button
          type="button"
          className="button button--small"
          aria-expanded="true"
          onClick={() => {
            minimiseChat(messages.at(-1)?._id ?? null);
            moveFocus.current = true;
          }}
        >
          {t('chat.minimise')}
        </button>
      </div>
      {/* It scrolls when the text is large, so it takes the keyboard focus to be scrolled with the arrows. */}
      <div
        className="chat-widget__body"
        data-chat-scroll
        role="region"
        aria-label={t('chat.conversation')}
        tabIndex={0}
      >
        {!user ? (
          <Offer signedIn={false} onboardingComplete={onboardingComplete} />
        ) : mine.isPending ? (
          <p role="status">{t('chat.loading')}</p>
        ) : mine.isError && !mine.data ? (
          <p role="status">{t('chat.unreachable')}</p>
        ) : request ? (
          <Conversation
            shopperId={user.id}
            requestId={request._id}
            accepted={request.accept}
            helperName={request.helperName}
            scheduledFor={request.scheduledFor}
            queuePosition={mine.data?.queuePosition ?? null}
            sharing={sharingChoice.sharing}
            onSharingChange={sharingChoice.setSharing}
          />
        ) : (
          <Offer signedIn onboardingComplete={onboardingComplete} />
        )}
      </div>
    </aside>
  );
}

function Offer({ signedIn, onboardingComplete }: { signedIn: boolean; onboardingComplete: boolean }) {
  const { t } = useI18n();
  const { endedByHelper } = useAssistance();
  // Before the introduction is finished the shop's other pages do not open yet (spec §2).
  if (!onboardingComplete) return <p>{t('chat.offer.afterIntroduction')}</p>;
  return (
    <>
      {endedByHelper && <p role="status">{t('chat.offer.endedByHelper')}</p>}
      <p>{signedIn ? t('chat.offer.signedIn') : t('chat.offer.guest')}</p>
      <Link to={paths.liveStart} className="button button--primary button--small">
        {t('liveHelp.startLiveHelp')}
      </Link>
    </>
  );
}

function Conversation({
  shopperId,
  requestId,
  accepted,
  helperName,
  scheduledFor,
  queuePosition,
  sharing,
  onSharingChange,
}: {
  shopperId: string;
  requestId: string;
  accepted: boolean;
  helperName: string | null;
  scheduledFor: string | null;
  queuePosition: number | null;
  /** Whether the shopper shares which page they are on with their helper (while one serves them). */
  sharing: boolean;
  onSharingChange: (sharing: boolean) => void;
}) {
  const { t, date } = useI18n();
  const queryClient = useQueryClient();
  const conversation = useConversation(shopperId);
  const sender = useChatSender({ shopperId, senderId: shopperId, from: 'user' });
  const sendVoice = useVoiceSender(shopperId, 'user');
  const [readAloud, setReadAloud] = useState(false);
  const readAloudId = useId();
  const messages = conversation.data ?? [];
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
