// The chat widget on every page (spec §2): open by default, minimised and reopened at will (remembered),
// with the count of unread helper messages while minimised. With no request open it offers live help
// instead of an empty chat; with one, it is the conversation: the helper's messages announced as they
// come, text, dictation and voice messages, the replies read aloud if the shopper wants, and ending.
// Helpers and admins do not get it: helpers chat from their live view.
import type { ChatMessage } from '@store/contracts/assistance';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { t as translate, useI18n } from '../../../i18n/i18n';
import { setHelperSentProduct } from '../../../lib/helper-sent';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useAssistance } from '../hooks/assistance-provider';
import { useConversation, useMyRequest } from '../hooks/use-live-help-queries';
import { useShareScreen, useSharingChoice } from '../hooks/use-screen-sharing';
import type { ChatShop } from '../shop';
import { ConversationBoundary } from './conversation-boundary';
import { MailConversationButton } from './mail-conversation-button';
import './live-help.css';

const loadConversation = () => lazy(() => import('./chat-conversation'));

/**
 * `onboardingComplete`: whether the shopper has finished the introduction (the app reads the flag); `shop`:
 * the catalogue and cart, for the products a helper sends.
 */
export function ChatWidget({ onboardingComplete, shop }: { onboardingComplete: boolean; shop: ChatShop }) {
  const { user } = useSession();
  if (user && user.role !== 'shopper') return null;
  return <ShopperChatWidget onboardingComplete={onboardingComplete} shop={shop} />;
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

function ShopperChatWidget({ onboardingComplete, shop }: { onboardingComplete: boolean; shop: ChatShop }) {
  const { t, tRich } = useI18n();
  const { user } = useSession();
  const { chatOpen, seenId, openChat, minimiseChat } = useAssistance();
  const mine = useMyRequest();
  const request = mine.data?.assist ?? null;
  // A failed load is tried afresh (lazy() remembers a failure).
  const [Conversation, setConversation] = useState(loadConversation);
  const sharingChoice = useSharingChoice(request?._id ?? null);
  // Whether the widget is open or not, the screen goes to the helper while the shopper shares it.
  useShareScreen({ active: request?.accept === true, sharing: sharingChoice.sharing });
  const conversation = useConversation(user?.id, request !== null);
  const messages = conversation.data ?? [];
  // "Open the product my helper sent", by voice, from any page.
  // Only this request's: a product an earlier helper sent is not "the one my helper sent".
  const sentProduct =
    request === null
      ? null
      : (messages.findLast(
          (message) =>
            message.attachment?.kind === 'product' &&
            Date.parse(message.createdAt) >= Date.parse(request.createdAt),
        )?.attachment ?? null);
  const sentProductId = sentProduct?.kind === 'product' ? sentProduct.productId : null;
  useEffect(() => {
    setHelperSentProduct(sentProductId);
    return () => setHelperSentProduct(null);
  }, [sentProductId]);
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
          <ConversationBoundary
            onRetry={() => setConversation(loadConversation)}
            fallback={(retry) => (
              <>
                <p role="alert">{t('chat.loadFailed')}</p>
                <button type="button" className="button button--small" onClick={retry}>
                  {t('common.tryAgain')}
                </button>
              </>
            )}
          >
            <Suspense fallback={<p role="status">{t('chat.loadingMessages')}</p>}>
              <Conversation
                shopperId={user.id}
                shopperEmail={user.email}
                requestId={request._id}
                requestCreatedAt={request.createdAt}
                accepted={request.accept}
                helperName={request.helperName}
                scheduledFor={request.scheduledFor}
                queuePosition={mine.data?.queuePosition ?? null}
                sharing={sharingChoice.sharing}
                onSharingChange={sharingChoice.setSharing}
                shop={shop}
              />
            </Suspense>
          </ConversationBoundary>
        ) : (
          <Offer
            signedIn
            onboardingComplete={onboardingComplete}
            endedConversation={messages}
            email={user.email}
          />
        )}
      </div>
    </aside>
  );
}

function Offer({
  signedIn,
  onboardingComplete,
  endedConversation = [],
  email,
}: {
  signedIn: boolean;
  onboardingComplete: boolean;
  /** The signed-in shopper's address, where the ended conversation is mailed when they ask. */
  email?: string;
  /** The conversation of a session that just ended (still in memory), which the shopper may keep. */
  endedConversation?: readonly ChatMessage[];
}) {
  const i18n = useI18n();
  const { t } = i18n;
  const { endedByHelper } = useAssistance();
  const keep = async () => {
    // Loaded on demand: most visits never keep a conversation.
    const { downloadText, transcriptText } = await import('../utils/transcript');
    downloadText(
      transcriptText(i18n, endedConversation, null),
      `live-help-${endedConversation[0]?.createdAt.slice(0, 10) ?? 'conversation'}.txt`,
    );
    notify.info(translate('chat.transcript.downloaded'));
  };
  // Before the introduction is finished the shop's other pages do not open yet (spec §2).
  if (!onboardingComplete) return <p>{t('chat.offer.afterIntroduction')}</p>;
  return (
    <>
      {endedByHelper && <p role="status">{t('chat.offer.endedByHelper')}</p>}
      <p>{signedIn ? t('chat.offer.signedIn') : t('chat.offer.guest')}</p>
      <Link to={paths.liveStart} className="button button--primary button--small">
        {t('liveHelp.startLiveHelp')}
      </Link>
      {endedConversation.length > 0 && (
        <button type="button" className="button button--small" onClick={() => void keep()}>
          {t('chat.transcript.download')}
        </button>
      )}
      {endedConversation.length > 0 && email && <MailConversationButton email={email} />}
    </>
  );
}
