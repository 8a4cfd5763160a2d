// The checkout (spec §2 Place order, §5): the delivery form (react-hook-form with zodResolver over the
// contract's address schema, keystroke rules with their messages, errors tied to their fields and announced),
// the cart totals the route hands in, the payment choice (cash, card or PayHere), PLACE ORDER (one
// idempotency key per attempt, a spinner while in flight) and the Bill buttons. What happens after an order
// is placed is the route's to decide.
import { addressFormSchema, type Address, type PlaceOrderBody } from '@store/contracts/orders';
import { zodResolver } from '@hookform/resolvers/zod';
import type { AddressField } from '@store/contracts/address-rules';
import type { PaymentMethod } from '@store/contracts/order-rules';
import { orderTotals } from '@store/contracts/money';
import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { SectionTitle } from '../../../components/ui/section-title';
import { Spinner } from '../../../components/ui/spinner';
import { t as translate, useI18n, type MessageKey } from '../../../i18n/i18n';
import { translateFormMessage } from '../../../lib/form-errors';
import { useDescribeScreen } from '../../../lib/shared-screen';
import { notify } from '../../../lib/notify';
import {
  addressAutocomplete,
  addressFields,
  emptyAddress,
  filterInput,
  type AddressFormValues,
} from '../utils/address-rules';
import { addressFieldLabelKeys, addressMessageRules } from '../utils/address-messages';
import { usePlaceOrder, type PlaceOrderResult } from '../hooks/use-place-order';
import { orderMethodOf, type CheckoutMethod } from '../utils/checkout-method';
import { PaymentChoice, type CardAvailability } from './payment-choice';

export interface CheckoutLine {
  productId: string;
  name: string;
  size: string;
  quantity: number;
  price: number;
}

const inputKinds: Partial<Record<AddressField, { type: string; inputMode?: 'numeric' | 'email' | 'tel' }>> = {
  email: { type: 'email', inputMode: 'email' },
  zipcode: { type: 'text', inputMode: 'numeric' },
  phone: { type: 'tel', inputMode: 'numeric' },
};

const hints: Partial<Record<AddressField, MessageKey>> = {
  phone: 'checkout.hint.phone',
};

/** What the status line says while PLACE ORDER is on its way. */
const placingMessages: Record<CheckoutMethod, MessageKey> = {
  COD: 'checkout.placing',
  Card: 'checkout.openingPayment',
  PayHere: 'checkout.openingPayhere',
};

/** Pairs shown side by side on wide screens, in form order. */
const layout: AddressField[][] = [
  ['firstName', 'lastName'],
  ['email'],
  ['street'],
  ['city', 'state'],
  ['zipcode', 'country'],
  ['phone'],
];

export function CheckoutForm({
  lines,
  initialAddress,
  addressNote,
  card,
  payhere,
  totals,
  onPlaced,
  onFailed,
  onBill,
  billLink,
}: {
  lines: readonly CheckoutLine[];
  /** The last address used, offered again. */
  initialAddress: AddressFormValues | null;
  /** Says where the prefilled address comes from. */
  addressNote?: ReactNode;
  card: CardAvailability;
  /** Whether PayHere is offered (the shop has it set up). */
  payhere: boolean;
  /** CART TOTALS, as the cart page shows them. */
  totals: ReactNode;
  onPlaced: (result: PlaceOrderResult, address: AddressFormValues) => void | Promise<void>;
  onFailed: (error: unknown) => void | Promise<void>;
  /** The Bill button: a quote of what is in the form now (a PayHere choice is a Card order). */
  onBill: (address: AddressFormValues | null, method: PaymentMethod) => void | Promise<void>;
  /** The same quote as an HTML page. */
  billLink: (address: AddressFormValues, method: PaymentMethod) => ReactNode;
}) {
  const { t } = useI18n();
  const formId = useId();
  const [method, setMethod] = useState<CheckoutMethod>('COD');
  const [refused, setRefused] = useState<Partial<Record<AddressField, string>>>({});
  const [announcement, setAnnouncement] = useState('');
  const [billBusy, setBillBusy] = useState(false);
  const { place, pending } = usePlaceOrder();
  const { register, handleSubmit, getValues, getFieldState, control, formState } = useForm<
    AddressFormValues,
    unknown,
    Address
  >({
    defaultValues: initialAddress ?? emptyAddress,
    resolver: zodResolver(addressFormSchema),
    mode: 'onTouched',
    shouldFocusError: false,
  });
  const { errors } = formState;
  const values: AddressFormValues = { ...emptyAddress, ...useWatch({ control }) };
  const chosen: CheckoutMethod =
    (method === 'Card' && !card.available) || (method === 'PayHere' && !payhere) ? 'COD' : method;

  const announce = (message: string) =>
    // A repeated message must be said again: alternate an invisible mark so the text changes.
    setAnnouncement((previous) => (previous === message ? `${message}\u200b` : message));

  const labelOf = (field: AddressField) => t(addressFieldLabelKeys[field]);
  /** A contract message (English) as the shopper reads it, naming the field as the form labels it. */
  const said = (field: AddressField, message: string | undefined) =>
    translateFormMessage(message, addressMessageRules, labelOf(field));
  const errorOf = (field: AddressField) => said(field, refused[field] ?? errors[field]?.message);
  useDescribeScreen({
    screen: 'checkout',
    fieldsWithErrors: addressFields.filter(
      (name) => refused[name] !== undefined || errors[name] !== undefined,
    ),
  });

  const onValid = async (address: Address) => {
    notify.dismiss('fix-errors');
    const body: PlaceOrderBody = {
      address,
      items: lines.map((line) => ({ _id: line.productId, size: line.size, quantity: line.quantity })),
      amount: orderTotals(lines.map((line) => ({ price: line.price, quantity: line.quantity }))).total,
    };
    try {
      const result = await place(body, chosen);
      if (result) await onPlaced(result, getValues());
    } catch (error) {
      await onFailed(error);
    }
  };

  const onInvalid = (fieldErrors: FieldErrors<AddressFormValues>) => {
    notify.error(translate('common.form.fixErrors'), { toastId: 'fix-errors' });
    const first = addressFields.find((field) => refused[field] !== undefined || fieldErrors[field]);
    if (first) document.getElementById(`${formId}-${first}`)?.focus();
  };

  const field = (name: AddressField) => {
    const id = `${formId}-${name}`;
    const errorId = `${id}-error`;
    const hintId = `${id}-hint`;
    const error = errorOf(name);
    const registered = register(name);
    const kind = inputKinds[name] ?? { type: 'text' };
    const optional = name === 'state';
    const hint = hints[name];
    const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
    return (
      <div className="field" key={name}>
        <label htmlFor={id}>
          {labelOf(name)}
          {optional && <span className="field__optional"> {t('checkout.optional')}</span>}
        </label>
        <input
          {...registered}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            const filtered = filterInput(name, event.target.value);
            if (filtered.refused) {
              event.target.value = filtered.value;
              setRefused((current) => ({ ...current, [name]: filtered.refused ?? undefined }));
              announce(
                t('checkout.fieldError', { field: labelOf(name), message: said(name, filtered.refused) }),
              );
            }
            return registered.onChange(event);
          }}
          onBlur={async (event) => {
            // A refused keystroke is explained until the field is left; then the field's rules speak.
            if (refused[name]) setRefused(({ [name]: _cleared, ...rest }) => rest);
            await registered.onBlur(event);
            // A field found wrong on leaving it is said at once, not only when it is focused again.
            const message = getFieldState(name).error?.message;
            if (message)
              announce(t('checkout.fieldError', { field: labelOf(name), message: said(name, message) }));
          }}
          id={id}
          className="input"
          type={kind.type}
          inputMode={kind.inputMode}
          autoComplete={addressAutocomplete[name]}
          aria-required={!optional}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          spellCheck={name === 'email' ? false : undefined}
        />
        {hint && (
          <p id={hintId} className="field__hint">
            {t(hint)}
          </p>
        )}
        <p id={errorId} className="field__error" hidden={!error}>
          {error}
        </p>
      </div>
    );
  };

  const askBill = async () => {
    setBillBusy(true);
    try {
      const address = getValues();
      await onBill(address.firstName || address.street ? address : null, orderMethodOf(chosen));
    } finally {
      setBillBusy(false);
    }
  };

  return (
    <form
      className="checkout"
      noValidate
      aria-busy={pending}
      onSubmit={(event) => {
        void handleSubmit(onValid, onInvalid)(event);
      }}
    >
      <section className="checkout__delivery" aria-labelledby={`${formId}-delivery`}>
        <SectionTitle
          text1={t('checkout.deliveryTitle.text1')}
          text2={t('checkout.deliveryTitle.text2')}
          id={`${formId}-delivery`}
        />
        {addressNote}
        <p className="field__hint">{t('checkout.requiredNote')}</p>
        {layout.map((row) => (
          <div className={row.length > 1 ? 'checkout__row' : undefined} key={row.join('-')}>
            {row.map(field)}
          </div>
        ))}
        <p className="visually-hidden" aria-live="polite">
          {announcement}
        </p>
      </section>

      <div className="checkout__side">
        {totals}
        <PaymentChoice value={chosen} onChange={setMethod} card={card} payhere={payhere} />
        <div className="checkout__actions">
          <button
            type="submit"
            className="button button--primary"
            disabled={pending}
            aria-describedby={pending ? `${formId}-placing` : undefined}
          >
            {pending && <Spinner />}
            {t('checkout.placeOrder')}
          </button>
          <button type="button" className="button" onClick={() => void askBill()} aria-disabled={billBusy}>
            {billBusy && <Spinner />}
            {t('checkout.bill')}
          </button>
        </div>
        <p id={`${formId}-placing`} className="field__hint" role="status">
          {pending ? t(placingMessages[chosen]) : ''}
        </p>
        <p className="field__hint">
          {t('checkout.billNote')} {billLink(values, orderMethodOf(chosen))}
        </p>
      </div>
    </form>
  );
}
