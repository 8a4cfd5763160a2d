// /assis-live (spec §2): the helper's chat with one shopper (the last 10 messages first, earlier ones on
// request) beside that shopper's cart, live with its totals. A helper serving several shoppers switches
// between them by name; ending a session closes the request and moves on to the next shopper. The shopper's
// language is said under the heading; their messages and product names carry their own language.
import type { AssistRequest, ChatMessage, MessageSender } from '@store/contracts/assistance';
import { ASSIST_SOCKET_EVENTS } from '@store/contracts/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { PageHeading } from '../../../components/ui/page-heading';
import { paths } from '../../../config/paths';
import { t as translate, useI18n } from '../../../i18n/i18n';
import { apiErrorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';
import { closeRequest } from '../api/requests';
import { useAssistSocketEvent } from '../hooks/assistance-provider';
import { useChatSender, useVoiceSender } from '../hooks/use-chat-sender';
import { useConversation, useHelperRequests } from '../hooks/use-live-help-queries';
import { languageInWords, langWhereDifferent, messageLanguage, requestLanguage } from '../utils/languages';
import { HELPER_VISIBLE_MESSAGES } from '../utils/live-help-constants';
import { LIVE_VIEW_PARAM, liveViewPath } from '../utils/live-view-path';
import { ChatComposer } from './chat-composer';
import { ChatLog } from './chat-log';
import { HelperOnly } from './helper-only';
import { HelperSendPanel } from './helper-send-panel';
import { WatchedCart } from './watched-cart';
import { QuickReplies } from './quick-replies';
import { ShopperScreen } from './shopper-screen';
import type { ProductSearch, ProductsByIds } from '../shop';
import './live-help.css';

/** The catalogue, handed in by the app: products by id (the cart) and the store's search (cards to send). */
interface Catalogue {
  useProductsByIds: ProductsByIds;
  useProductSearch: ProductSearch;
}

export function HelperLiveViewPage(catalogue: Catalogue) {
  return (
    <HelperOnly returnTo={paths.assisLive}>
      <LiveView catalogue={catalogue} />
    </HelperOnly>
  );
}

function LiveView({ catalogue }: { catalogue: Catalogue }) {
  const { t, tRich } = useI18n();
  const { user } = useSession();
  const [params] = useSearchParams();
  const requests = useHelperRequests();
  const serving = (requests.data ?? []).filter((request) => request.accept && request.helperId === user?.id);
  const chosen = params.get(LIVE_VIEW_PARAM);
  const selected = serving.find((request) => request.userId === chosen) ?? (chosen ? undefined : serving[0]);

  // Shoppers not on screen who wrote meanwhile: counted on their name, and said once.
  const [unread, setUnread] = useState<Record<string, number>>({});
  const [heard, setHeard] = useState('');
  useAssistSocketEvent<ChatMessage>(ASSIST_SOCKET_EVENTS.message, (message) => {
    if (message.from !== 'user' || message.userId === selected?.userId) return;
    const sender = serving.find((request) => request.userId === message.userId);
    if (!sender) return;
    setUnread((counts) => ({ ...counts, [message.userId]: (counts[message.userId] ?? 0) + 1 }));
    setHeard(translate('helperLive.newMessage', { name: sender.name }));
  });
  const selectedId = selected?.userId;
  if (selectedId && unread[selectedId]) setUnread((counts) => ({ ...counts, [selectedId]: 0 }));

  let body;
  const dashboardLink = (chunks: ReactNode[]) => <Link to={paths.assisDash}>{chunks}</Link>;
  if (requests.isPending) body = <p role="status">{t('helperLive.loading')}</p>;
  else if (requests.isError && !requests.data)
    body = <p role="alert">{t('helperLive.readFailed', { reason: apiErrorMessage(requests.error) })}</p>;
  else if (serving.length === 0) body = <p>{tRich('helperLive.nobody', { link: dashboardLink })}</p>;
  else if (!selected) body = <p role="status">{tRich('helperLive.ended', { link: dashboardLink })}</p>;
  else
    body = (
      <Session
        key={selected.userId}
        request={selected}
        next={serving.find((r) => r !== selected)}
        catalogue={catalogue}
      />
    );

  return (
    <div className="page container">
      <PageHeading
        title={selected ? t('helperLive.documentTitle', { name: selected.name }) : t('helperLive.title')}
      >
        {selected ? t('helperLive.helping', { name: selected.name }) : t('helperLive.title')}
      </PageHeading>
      {selected && (
        <p className="live-view__language">
          {t('helperLive.speaks', { language: languageInWords(t, requestLanguage(selected)) })}
        </p>
      )}
      {serving.length > 0 && (
        <nav aria-label={t('helperDashboard.serving')}>
          <ul className="shopper-switch">
            {serving.map((request) => (
              <li key={request._id}>
                <Link
                  to={liveViewPath(request.userId)}
                  className="button button--small"
                  aria-current={request === selected ? 'page' : undefined}
                >
                  {request.name}
                  {(unread[request.userId] ?? 0) > 0 && (
                    <span> {t('helperLive.unread', { count: unread[request.userId] ?? 0 })}</span>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <p className="visually-hidden" role="status">
        {heard}
      </p>
      {body}
      <p>
        <Link to={paths.assisDash}>{t('helperLive.backToDashboard')}</Link>
      </p>
    </div>
  );
}

function Session({
  request,
  next,
  catalogue,
}: {
  request: AssistRequest;
  next: AssistRequest | undefined;
  catalogue: Catalogue;
}) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const chatTitle = useId();
  const cartTitle = useId();
  const end = useMutation({
    mutationFn: () => closeRequest(request._id),
    onSuccess: () => {
      queryClient.setQueryData<AssistRequest[]>(queryKeys.assistance.requests(), (old) =>
        old?.filter((item) => item._id !== request._id),
      );
      notify.info(translate('helperLive.sessionEnded', { name: request.name }));
      navigate(next ? liveViewPath(next.userId) : paths.assisDash);
    },
    onError: (error) => notify.error(apiErrorMessage(error, translate('helperLive.endFailed'))),
  });

  return (
    <>
      <ShopperScreen shopperId={request.userId} name={request.name} />
      <div className="live-view">
        <section className="live-view__panel" aria-labelledby={chatTitle}>
          <h2 id={chatTitle}>{t('helperLive.chatWith', { name: request.name })}</h2>
          <HelperChat request={request} useProductSearch={catalogue.useProductSearch} />
        </section>
        <section className="live-view__panel" aria-labelledby={cartTitle}>
          <h2 id={cartTitle}>{t('helperLive.cartOf', { name: request.name })}</h2>
          <WatchedCart shopperId={request.userId} useProductsByIds={catalogue.useProductsByIds} />
        </section>
      </div>
      <p className="live-help__actions">
        <button type="button" className="button" disabled={end.isPending} onClick={() => end.mutate()}>
          {t('helperLive.endSession', { name: request.name })}
        </button>
      </p>
    </>
  );
}

function HelperChat({
  request,
  useProductSearch,
}: {
  request: AssistRequest;
  useProductSearch: ProductSearch;
}) {
  const { t, language } = useI18n();
  const { user } = useSession();
  const conversation = useConversation(request.userId);
  const sender = useChatSender({ shopperId: request.userId, senderId: user?.id, from: 'assistant' });
  const sendVoice = useVoiceSender(request.userId, 'assistant');
  const [shown, setShown] = useState(HELPER_VISIBLE_MESSAGES);
  const messages = conversation.data ?? [];
  const hidden = Math.max(0, messages.length - shown);
  const names: Record<MessageSender, string> = { user: request.name, assistant: t('chat.you') };

  if (conversation.isPending) return <p role="status">{t('chat.loadingMessages')}</p>;
  return (
    <>
      {hidden > 0 && (
        <button
          type="button"
          className="button button--small"
          onClick={() => setShown((count) => count + HELPER_VISIBLE_MESSAGES)}
        >
          {t('helperLive.showEarlier', { count: hidden })}
        </button>
      )}
      <ChatLog
        messages={messages.slice(hidden)}
        pending={sender.pending}
        viewer="assistant"
        names={names}
        label={t('chat.logLabel', { helper: request.name })}
        emptyText={t('helperLive.empty', { name: request.name })}
        renderAttachment={(message) => (
          <p className="chat-message__text" lang={langWhereDifferent(messageLanguage(message), language)}>
            {message.attachment?.kind === 'product'
              ? t('helperLive.card.product')
              : t('helperLive.card.page')}
            {': '}
            {message.content}
          </p>
        )}
      />
      <ChatComposer
        onSend={sender.send}
        onVoice={sendVoice}
        label={t('helperLive.messageTo', { name: request.name })}
        formLabel={t('helperLive.sendTo', { name: request.name })}
      />
      <QuickReplies send={sender.send} />
      <HelperSendPanel shopperName={request.name} useProductSearch={useProductSearch} send={sender.send} />
    </>
  );
}
