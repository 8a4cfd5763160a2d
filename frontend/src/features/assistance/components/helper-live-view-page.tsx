// /assis-live (spec §2): the helper's chat with one shopper (the last 10 messages first, earlier ones on
// request) beside that shopper's cart, live with its totals. A helper serving several shoppers switches
// between them by name; ending a session closes the request and moves on to the next shopper.
import { TotalsList } from '../../../components/ui/totals-list';
import type { AssistRequest, ChatMessage, MessageSender } from '@store/contracts/assistance';
import { ASSIST_SOCKET_EVENTS } from '@store/contracts/constants';
import { cartEntries, type CartData } from '@store/contracts/cart';
import { orderTotals } from '@store/contracts/money';
import type { Product } from '@store/contracts/products';
import { useMutation, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { PageHeading } from '../../../components/ui/page-heading';
import { paths } from '../../../config/paths';
import { apiErrorMessage, serverAnswered } from '../../../lib/api-client';
import { isTransientError } from '../../../lib/query-client';
import { formatLkr } from '@store/contracts/money';
import { notify } from '../../../lib/notify';
import { countOf } from '../../../lib/plural';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';
import { closeRequest } from '../api/requests';
import { useAssistSocketEvent } from '../hooks/assistance-provider';
import { useChatSender, useVoiceSender } from '../hooks/use-chat-sender';
import { useConversation, useHelperRequests } from '../hooks/use-live-help-queries';
import { useWatchedCart } from '../hooks/use-watched-cart';
import { HELPER_VISIBLE_MESSAGES } from '../utils/live-help-constants';
import { LIVE_VIEW_PARAM, liveViewPath } from '../utils/live-view-path';
import { ChatComposer } from './chat-composer';
import { ChatLog } from './chat-log';
import { HelperOnly } from './helper-only';
import './live-help.css';

const TITLE = 'Live Assistance';

/** The catalogue's products a cart names (the product feature's query, handed in by the app). */
export type ProductsByIds = (ids: readonly string[]) => UseQueryResult<Product[]>;

export function HelperLiveViewPage({ useProductsByIds }: { useProductsByIds: ProductsByIds }) {
  return (
    <HelperOnly returnTo={paths.assisLive}>
      <LiveView useProductsByIds={useProductsByIds} />
    </HelperOnly>
  );
}

function LiveView({ useProductsByIds }: { useProductsByIds: ProductsByIds }) {
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
    setHeard(`New message from ${sender.name}.`);
  });
  const selectedId = selected?.userId;
  if (selectedId && unread[selectedId]) setUnread((counts) => ({ ...counts, [selectedId]: 0 }));

  let body;
  if (requests.isPending) body = <p role="status">Loading…</p>;
  else if (requests.isError && !requests.data)
    body = <p role="alert">The sessions could not be read: {apiErrorMessage(requests.error)}</p>;
  else if (serving.length === 0)
    body = (
      <p>
        You are not helping anyone right now. Accept a request on the{' '}
        <Link to={paths.assisDash}>dashboard</Link>.
      </p>
    );
  else if (!selected)
    body = (
      <p role="status">
        This session has ended. Choose another shopper above, or go back to the{' '}
        <Link to={paths.assisDash}>dashboard</Link>.
      </p>
    );
  else
    body = (
      <Session
        key={selected.userId}
        request={selected}
        next={serving.find((r) => r !== selected)}
        useProductsByIds={useProductsByIds}
      />
    );

  return (
    <div className="page container">
      <PageHeading title={selected ? `${TITLE}: ${selected.name}` : TITLE}>
        {selected ? `Helping ${selected.name}` : TITLE}
      </PageHeading>
      {serving.length > 0 && (
        <nav aria-label="Shoppers you are helping">
          <ul className="shopper-switch">
            {serving.map((request) => (
              <li key={request._id}>
                <Link
                  to={liveViewPath(request.userId)}
                  className="button button--small"
                  aria-current={request === selected ? 'page' : undefined}
                >
                  {request.name}
                  {(unread[request.userId] ?? 0) > 0 && <span> ({unread[request.userId]} new)</span>}
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
        <Link to={paths.assisDash}>Back to the dashboard</Link>
      </p>
    </div>
  );
}

function Session({
  request,
  next,
  useProductsByIds,
}: {
  request: AssistRequest;
  next: AssistRequest | undefined;
  useProductsByIds: ProductsByIds;
}) {
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
      notify.info(`The session with ${request.name} has ended.`);
      navigate(next ? liveViewPath(next.userId) : paths.assisDash);
    },
    onError: (error) => notify.error(apiErrorMessage(error, 'The session could not be ended.')),
  });

  return (
    <>
      <div className="live-view">
        <section className="live-view__panel" aria-labelledby={chatTitle}>
          <h2 id={chatTitle}>Chat with {request.name}</h2>
          <HelperChat request={request} />
        </section>
        <section className="live-view__panel" aria-labelledby={cartTitle}>
          <h2 id={cartTitle}>{request.name}&apos;s cart</h2>
          <WatchedCart shopperId={request.userId} useProductsByIds={useProductsByIds} />
        </section>
      </div>
      <p className="live-help__actions">
        <button type="button" className="button" disabled={end.isPending} onClick={() => end.mutate()}>
          End session with {request.name}
        </button>
      </p>
    </>
  );
}

function HelperChat({ request }: { request: AssistRequest }) {
  const { user } = useSession();
  const conversation = useConversation(request.userId);
  const sender = useChatSender({ shopperId: request.userId, senderId: user?.id, from: 'assistant' });
  const sendVoice = useVoiceSender(request.userId, 'assistant');
  const [shown, setShown] = useState(HELPER_VISIBLE_MESSAGES);
  const messages = conversation.data ?? [];
  const hidden = Math.max(0, messages.length - shown);
  const names: Record<MessageSender, string> = { user: request.name, assistant: 'You' };

  if (conversation.isPending) return <p role="status">Loading messages…</p>;
  return (
    <>
      {hidden > 0 && (
        <button
          type="button"
          className="button button--small"
          onClick={() => setShown((count) => count + HELPER_VISIBLE_MESSAGES)}
        >
          Show earlier messages ({hidden} more)
        </button>
      )}
      <ChatLog
        messages={messages.slice(hidden)}
        pending={sender.pending}
        viewer="assistant"
        names={names}
        label={`Messages with ${request.name}`}
        emptyText={`No messages yet. Say hello to ${request.name}.`}
      />
      <ChatComposer
        onSend={sender.send}
        onVoice={sendVoice}
        label={`Message to ${request.name}`}
        formLabel={`Send a message to ${request.name}`}
      />
    </>
  );
}

interface Line {
  key: string;
  product: Product | undefined;
  productId: string;
  size: string;
  quantity: number;
}

/** Every line of the cart, with its product when the catalogue still has it. */
function linesOf(cart: CartData, products: readonly Product[]): Line[] {
  const byId = new Map(products.map((product) => [product._id, product]));
  return cartEntries(cart).map((entry) => ({
    ...entry,
    key: `${entry.productId}:${entry.size}`,
    product: byId.get(entry.productId),
  }));
}

/**
 * Said while the shop (the main API behind the live help service) cannot give the cart: the read is tried
 * again every 2 seconds by itself, and the helper may try at once. Chat is not affected.
 */
function CartUnavailable({
  error,
  onRetry,
  retrying,
}: {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  const reason = serverAnswered(error) ? apiErrorMessage(error) : 'The live help service cannot be reached.';
  return (
    <div className="cart-unavailable">
      <p role="status">
        The cart is unavailable for now. {reason} It will show again by itself as soon as the shop answers;
        the chat keeps working meanwhile.
      </p>
      <button type="button" className="button button--small" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Trying again…' : 'Try again now'}
      </button>
    </div>
  );
}

function WatchedCart({
  shopperId,
  useProductsByIds,
}: {
  shopperId: string;
  useProductsByIds: ProductsByIds;
}) {
  const cart = useWatchedCart(shopperId);
  const products = useProductsByIds(Object.keys(cart.data ?? {}));
  if (cart.isPending) return <p role="status">Loading the cart…</p>;
  const unavailable = cart.isError && isTransientError(cart.error);
  const retry = () => void cart.refetch();
  if (unavailable && !cart.data)
    return <CartUnavailable error={cart.error} onRetry={retry} retrying={cart.isFetching} />;
  if (cart.isError && !cart.data)
    return <p role="alert">The cart could not be read: {apiErrorMessage(cart.error)}</p>;
  const lines = linesOf(cart.data ?? {}, products.data ?? []);
  const priced = lines.filter((line) => line.product !== undefined);
  const totals = orderTotals(
    priced.map((line) => ({ price: line.product?.price ?? 0, quantity: line.quantity })),
  );
  const pieces = lines.reduce((sum, line) => sum + line.quantity, 0);

  return (
    <>
      {unavailable && (
        <>
          <CartUnavailable error={cart.error} onRetry={retry} retrying={cart.isFetching} />
          <p>As last read:</p>
        </>
      )}
      <p role="status">
        {pieces === 0
          ? 'The cart is empty.'
          : `${countOf(pieces, 'item')}, total ${formatLkr(totals.total)}.`}
        {cart.live === 'down' ? ' (Live updates are reconnecting; the cart is read every 2 seconds.)' : ''}
      </p>
      {lines.length > 0 && (
        <table className="watched-cart">
          <caption className="visually-hidden">Items in the cart</caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Size</th>
              <th scope="col">Qty</th>
              <th scope="col">Price</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.key}>
                <td>
                  {line.product ? (
                    <Link to={paths.product(line.productId)}>{line.product.name}</Link>
                  ) : products.data ? (
                    'A product no longer sold'
                  ) : (
                    'Product details unavailable for now'
                  )}
                </td>
                <td>{line.size}</td>
                <td>{line.quantity}</td>
                <td>{line.product ? formatLkr(line.product.price * line.quantity) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <TotalsList totals={totals} />
    </>
  );
}
