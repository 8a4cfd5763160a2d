// /place-order (spec §2): signed-in only (a guest goes to /login and comes back here, cart kept). An empty
// cart says so and links to the collection. Composes the cart (lines, totals) with the checkout form, and
// decides what follows an order: cash → cart cleared, toast, /orders; card → the hosted payment page;
// PayHere → a form posted to PayHere's checkout page (it sends the shopper back to /orders).
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { SectionTitle } from '../../components/ui/section-title';
import { paths } from '../../config/paths';
import { usePublicConfig } from '../../features/auth';
import { ShortLineNote } from '../../features/cart';
import { CartTotals } from '../../features/cart';
import { useCart } from '../../features/cart';
import { cartLines, cartTotals, isShort } from '../../features/cart';
import { CheckoutForm, type CheckoutLine } from '../../features/checkout';
import { readLastAddress, saveLastAddress, type AddressFormValues } from '../../features/checkout';
import { describeChanges } from '../../features/checkout';
import { errorCodeOf } from '../../lib/api-client';
import { messageForError } from '../../lib/error-messages';
import { t as translate, useI18n } from '../../i18n/i18n';
import { buildQuote } from '../../features/orders';
import { downloadBillPdf } from '../../features/orders';
import { notify } from '../../lib/notify';
import { postForm } from '../../lib/post-form';
import { useProductsByIds } from '../../features/product';
import { queryKeys } from '../../lib/query-keys';
import { useSession, type UserInfo } from '../../lib/session';

export interface BillQuoteState {
  address: AddressFormValues | null;
  method: 'COD' | 'Card';
}

function Checkout({ user }: { user: UserInfo }) {
  const { t, language } = useI18n();
  const { cartItems, ready, updateQuantity } = useCart();
  const list = useProductsByIds(Object.keys(cartItems));
  const config = usePublicConfig();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [initialAddress] = useState(() => readLastAddress(user.id));
  const [changes, setChanges] = useState<{ message: string; details: string[] } | null>(null);
  const [stockProblem, setStockProblem] = useState<string | null>(null);

  const lines = cartLines(cartItems, list.data ?? []);
  const checkoutLines: CheckoutLine[] = lines.map((line) => ({
    productId: line.product._id,
    name: line.product.name,
    size: line.size,
    quantity: line.quantity,
    price: line.product.price,
  }));
  const loading = !ready || (list.data === undefined && list.status === 'pending');
  const serverCard = config.data?.payments.card;
  const card = serverCard
    ? // The server's reason is English: another language says the option's own reason instead.
      { available: serverCard.available, reason: language === 'en' ? serverCard.reason : undefined }
    : {
        available: false,
        reason: t(config.isLoading ? 'checkout.cardChecking' : 'checkout.cardUnreachable'),
      };
  const payhere = config.data?.payments.payhere.available ?? false;

  const onFailed = async (error: unknown) => {
    const code = errorCodeOf(error);
    if (code === 'out_of_stock') {
      // The message names the line; the stock is read again so the line shows as short, with its controls.
      const message = messageForError(error);
      setStockProblem(message);
      notify.error(message);
      await list.refetch();
      return;
    }
    if (code === 'price_changed' || code === 'unknown_product' || code === 'unknown_size') {
      // The cart is read again at today's prices, and the shopper is told what moved.
      const [fresh] = await Promise.all([
        list.refetch().then((result) => result.data ?? []),
        queryClient.invalidateQueries({ queryKey: queryKeys.cart.all }),
      ]);
      const details = describeChanges(
        checkoutLines,
        new Map(fresh.map((product) => [product._id, { name: product.name, price: product.price }])),
      );
      const message = messageForError(error);
      setChanges({ message, details });
      notify.error(message);
      return;
    }
    // Spec §8: the server's message (in the shopper's language), or the error's own on a network failure.
    notify.error(messageForError(error));
  };

  const onBill = async (address: AddressFormValues | null, method: 'COD' | 'Card') => {
    try {
      const bill = buildQuote({
        lines: checkoutLines.map((line) => ({
          productId: line.productId,
          name: line.name,
          size: line.size,
          quantity: line.quantity,
          unitPrice: line.price,
        })),
        address,
        paymentMethod: method,
      });
      const name = await downloadBillPdf(bill);
      notify.success(translate('checkout.quoteDownloaded', { name }));
    } catch {
      notify.error(translate('checkout.billFailed'));
    }
  };

  if (loading) {
    return (
      <p role="status" className="page-loading">
        {t('cart.loading')}
      </p>
    );
  }
  if (list.data === undefined) {
    return (
      <div className="cart__empty">
        <p>{t('checkout.productsFailed')}</p>
        <button type="button" className="button" onClick={() => void list.refetch()}>
          {t('common.tryAgain')}
        </button>
      </div>
    );
  }
  if (lines.length === 0) {
    return (
      <div className="cart__empty">
        <p>{t('checkout.emptyCart')}</p>
        <Link to={paths.collection} className="button button--primary">
          {t('common.browseCollection')}
        </Link>
      </div>
    );
  }

  const shortLines = lines.filter(isShort);
  return (
    <>
      {stockProblem && (
        <div className="notice notice--warning checkout__changes" role="alert">
          <p>{stockProblem}</p>
        </div>
      )}
      {shortLines.length > 0 && (
        <section className="checkout__short" aria-labelledby="checkout-short-heading">
          <h2 id="checkout-short-heading" className="checkout__short-heading">
            {t('checkout.short.heading')}
          </h2>
          <p>{t('checkout.short.intro')}</p>
          <ul className="checkout__short-lines">
            {shortLines.map((line) => (
              <li key={`${line.product._id}:${line.size}`}>
                <ShortLineNote
                  line={line}
                  onChange={(quantity) => void updateQuantity(line.product._id, line.size, quantity)}
                  onRemove={() => void updateQuantity(line.product._id, line.size, 0)}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
      {changes && (
        <div className="notice notice--warning checkout__changes" role="alert">
          <p>{changes.message}</p>
          {changes.details.length > 0 && (
            <ul>
              {changes.details.map((detail) => (
                <li key={detail}>{detail}</li>
              ))}
            </ul>
          )}
          <p>{t('checkout.changes.after')}</p>
        </div>
      )}
      <CheckoutForm
        lines={checkoutLines}
        initialAddress={initialAddress}
        addressNote={initialAddress ? <p className="field__hint">{t('checkout.lastAddress')}</p> : undefined}
        card={card}
        payhere={payhere}
        totals={<CartTotals totals={cartTotals(lines)} />}
        onFailed={onFailed}
        onBill={onBill}
        billLink={(address, method) => (
          <Link to={paths.bill} state={{ address, method } satisfies BillQuoteState}>
            {t('checkout.quoteLink')}
          </Link>
        )}
        onPlaced={async (result, address) => {
          saveLastAddress(user.id, address);
          setChanges(null);
          setStockProblem(null);
          void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
          if (result.method === 'Card') {
            window.location.assign(result.answer.session_url);
            return;
          }
          if (result.method === 'PayHere') {
            // The order waits unpaid, its stock held, until PayHere tells the server it is paid.
            postForm(result.answer.checkout.action, result.answer.checkout.fields);
            return;
          }
          // The server emptied the stored cart with the order; the screen's cart follows.
          queryClient.setQueryData(queryKeys.cart.of(user.token), {});
          notify.success(translate('checkout.placed'));
          navigate(paths.orders);
        }}
      />
    </>
  );
}

export default function PlaceOrderRoute() {
  const { t } = useI18n();
  const { token, user } = useSession();
  if (!token || !user) return <Navigate to={paths.login} replace state={{ from: paths.placeOrder }} />;
  return (
    <div className="page container">
      <SectionTitle
        level={1}
        text1={t('checkout.title.text1')}
        text2={t('checkout.title.text2')}
        pageTitle={t('checkout.pageTitle')}
      />
      <Checkout user={user} />
    </div>
  );
}
