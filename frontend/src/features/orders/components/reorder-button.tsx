// Reorder (spec §4): for each item whose size is missing or no longer offered, a size dialog one at a
// time (Close / Apply; the native dialog traps focus, and focus returns to Reorder). Then the items go into
// the cart at today's prices, with a note of price changes and of items no longer sold, and the spec's
// alert 'Items have been added to your cart!' (or 'No items found to reorder.').
import type { Order } from '@store/contracts/orders';
import type { Product } from '@store/contracts/products';
import { useEffect, useId, useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { notify } from '../../../lib/notify';
import { planReorder, type ReorderLine, type ReorderPlan } from '../utils/reorder-plan';

export const ITEMS_ADDED = 'Items have been added to your cart!';
export const NO_ITEMS = 'No items found to reorder.';
export const GETTING_PRICES = 'Getting today’s prices…';
export const PRICES_FAILED = 'Today’s prices could not be loaded, so nothing was added. Please try again.';

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
  const headingId = useId();
  const sizeName = useId();
  const [sequence, setSequence] = useState<Sequence | null>(null);
  const [size, setSize] = useState('');
  const [sizeError, setSizeError] = useState('');
  const [busy, setBusy] = useState(false);
  const [notes, setNotes] = useState<string[]>([]);

  const finish = async (plan: ReorderPlan, lines: ReorderLine[]) => {
    setSequence(null);
    const said = [
      ...plan.priceNotes,
      ...plan.gone.map((name) => `${name} is no longer sold, so it was not added.`),
    ];
    if (lines.length === 0) {
      notify.warning(NO_ITEMS);
      setNotes([NO_ITEMS, ...said]);
      return;
    }
    setBusy(true);
    const added = await onAdd(lines);
    setBusy(false);
    if (!added) {
      setNotes(['The items could not be added to your cart. Please try again.']);
      return;
    }
    notify.success(ITEMS_ADDED);
    setNotes([ITEMS_ADDED, 'They are in your cart at today’s prices.', ...said]);
  };

  const start = async () => {
    if (busy) return;
    setNotes([]);
    if (order.items.length === 0) {
      notify.warning(NO_ITEMS);
      setNotes([NO_ITEMS]);
      return;
    }
    let products = loadProducts();
    if (products instanceof Promise) {
      // Pressed before the prices arrived: say so and carry on when they come, rather than ignore the press.
      setBusy(true);
      setNotes([GETTING_PRICES]);
      try {
        products = await products;
      } catch {
        setNotes([PRICES_FAILED]);
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
      setSizeError('Please select a size.');
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
    setNotes(['Reorder stopped: nothing was added to your cart.']);
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
        Reorder
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
            <h2 id={headingId}>Choose a size for {question.name}</h2>
            <p>
              {question.previousSize
                ? `Size ${question.previousSize} is no longer offered.`
                : 'No size was recorded for this item.'}{' '}
              Item {sequence.index + 1} of {sequence.plan.needSize.length}.
            </p>
            <fieldset className="size-choice" aria-describedby={sizeError ? `${sizeName}-error` : undefined}>
              <legend>Size</legend>
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
                Close
              </button>
              <button type="button" className="button button--primary" onClick={apply}>
                Apply
              </button>
            </div>
          </div>
        )}
      </Dialog>
    </div>
  );
}
