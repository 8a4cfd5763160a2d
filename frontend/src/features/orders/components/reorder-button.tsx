// Reorder (spec §4): for each item whose size is missing or no longer offered, a size dialog one at a
// time (Close / Apply; the native dialog traps focus, and focus returns to Reorder). Then the items go into
// the cart at today's prices, with a note of price changes and of items no longer sold, and the spec's
// alert 'Items have been added to your cart!' (or 'No items found to reorder.').
import type { Order } from '@store/contracts/orders';
import type { Product } from '@store/contracts/products';
import { useEffect, useId, useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { t, useI18n } from '../../../i18n/i18n';
import { notify } from '../../../lib/notify';
import { planReorder, type ReorderLine, type ReorderPlan } from '../utils/reorder-plan';

interface Sequence {
  plan: ReorderPlan;
  index: number;
  chosen: ReorderLine[];
}

export function ReorderButton({
  order,
  loadProducts,
  onAdd,
}: {
  order: Order;
  /** Today's catalogue entries of the order's products: at once when known, else once they arrive. */
  loadProducts: () => readonly Product[] | Promise<readonly Product[]>;
  /** Puts the lines into the cart; resolves false when the cart refused them. */
  onAdd: (lines: ReorderLine[]) => Promise<boolean>;
}) {
  const { language, tRich } = useI18n();
  const headingId = useId();
  const sizeName = useId();
  const [sequence, setSequence] = useState<Sequence | null>(null);
  const [size, setSize] = useState('');
  const [sizeError, setSizeError] = useState('');
  const [busy, setBusy] = useState(false);
  const [notes, setNotes] = useState<string[]>([]);

  const finish = async (plan: ReorderPlan, lines: ReorderLine[]) => {
    setSequence(null);
    const said = [...plan.priceNotes, ...plan.gone.map((name) => t('trackOrder.reorder.gone', { name }))];
    if (lines.length === 0) {
      const none = t('trackOrder.reorder.noItems');
      notify.warning(none);
      setNotes([none, ...said]);
      return;
    }
    setBusy(true);
    const done = await onAdd(lines);
    setBusy(false);
    if (!done) {
      setNotes([t('trackOrder.reorder.addFailed')]);
      return;
    }
    const added = t('trackOrder.reorder.itemsAdded');
    notify.success(added);
    setNotes([added, t('trackOrder.reorder.todaysPrices'), ...said]);
  };

  const start = async () => {
    if (busy) return;
    setNotes([]);
    if (order.items.length === 0) {
      const none = t('trackOrder.reorder.noItems');
      notify.warning(none);
      setNotes([none]);
      return;
    }
    let products = loadProducts();
    if (products instanceof Promise) {
      // Pressed before the prices arrived: say so and carry on when they come, rather than ignore the press.
      setBusy(true);
      setNotes([t('trackOrder.reorder.gettingPrices')]);
      try {
        products = await products;
      } catch {
        setNotes([t('trackOrder.reorder.pricesFailed')]);
        return;
      } finally {
        setBusy(false);
      }
      setNotes([]);
    }
    const plan = planReorder(order.items, products);
    if (plan.needSize.length === 0) {
      void finish(plan, plan.ready);
      return;
    }
    setSize('');
    setSizeError('');
    setSequence({ plan, index: 0, chosen: [] });
  };

  const question = sequence ? sequence.plan.needSize[sequence.index] : undefined;
  const questionIndex = question ? sequence?.index : undefined;

  // Each new question's first choice takes focus, so the sequence reads on its own.
  useEffect(() => {
    if (questionIndex !== undefined) document.getElementById(`${sizeName}-0`)?.focus();
  }, [questionIndex, sizeName]);

  const apply = () => {
    if (!sequence || !question) return;
    if (!size) {
      setSizeError(t('trackOrder.reorder.chooseSize'));
      return;
    }
    const chosen = [
      ...sequence.chosen,
      { productId: question.productId, name: question.name, size, quantity: question.quantity },
    ];
    setSize('');
    setSizeError('');
    if (sequence.index + 1 < sequence.plan.needSize.length) {
      setSequence({ ...sequence, index: sequence.index + 1, chosen });
    } else {
      void finish(sequence.plan, [...sequence.plan.ready, ...chosen]);
    }
  };

  const close = () => {
    setSequence(null);
    setNotes([t('trackOrder.reorder.stopped')]);
  };

  return (
    <div className="reorder">
      <button
        type="button"
        className="button"
        onClick={() => void start()}
        // aria-disabled, not disabled: focus comes back here when the dialog closes, even while adding.
        aria-disabled={busy}
      >
        {busy && <Spinner />}
        {t('trackOrder.reorder.button')}
      </button>
      <div role="status" className="reorder__notes">
        {notes.length > 0 && (
          <ul>
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        )}
      </div>
      <Dialog open={question !== undefined} onClose={close} labelledBy={headingId} className="dialog">
        {question && sequence && (
          <div key={sequence.index} className="dialog__body">
            <h2 id={headingId}>
              {tRich('trackOrder.reorder.dialogTitle', {
                name:
                  question.nameLang && question.nameLang !== language ? (
                    <span lang={question.nameLang}>{question.name}</span>
                  ) : (
                    question.name
                  ),
              })}
            </h2>
            <p>
              {question.previousSize
                ? t('trackOrder.reorder.sizeGone', { size: question.previousSize })
                : t('trackOrder.reorder.noSize')}{' '}
              {t('trackOrder.reorder.itemOf', {
                index: sequence.index + 1,
                count: sequence.plan.needSize.length,
              })}
            </p>
            <fieldset className="size-choice" aria-describedby={sizeError ? `${sizeName}-error` : undefined}>
              <legend>{t('trackOrder.reorder.size')}</legend>
              {question.sizes.map((option, index) => (
                <label key={option} className="size-choice__option">
                  <input
                    type="radio"
                    name={sizeName}
                    value={option}
                    checked={size === option}
                    onChange={() => {
                      setSize(option);
                      setSizeError('');
                    }}
                    id={`${sizeName}-${index}`}
                  />
                  {option}
                </label>
              ))}
            </fieldset>
            <p id={`${sizeName}-error`} className="field__error" hidden={!sizeError} role="alert">
              {sizeError}
            </p>
            <div className="dialog__actions">
              <button type="button" className="button" onClick={close}>
                {t('trackOrder.reorder.close')}
              </button>
              <button type="button" className="button button--primary" onClick={apply}>
                {t('trackOrder.reorder.apply')}
              </button>
            </div>
          </div>
        )}
      </Dialog>
    </div>
  );
}
