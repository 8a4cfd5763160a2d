import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listBody, product } from '../../../testing/fixtures';
import { mockApi, ok } from '../../../testing/mock-api';
import { renderWithQuery } from '../../../testing/query';
import { ProductAdmin } from './product-admin';

let trousers = product({ name: 'Cotton Trousers', sizes: ['S', '30', '32'], stock: { S: 4, 30: 2, 32: 0 } });
let api: ReturnType<typeof mockApi>;
beforeEach(() => {
  api = mockApi({
    'GET /api/product/list': () => ok({ ...listBody([trousers]), page: 1, limit: 10 }),
    'POST /api/product/stock': ({ body }) => {
      const { size, quantity } = body as { size: string; quantity: number };
      trousers = { ...trousers, stock: { ...trousers.stock, [size]: quantity } };
      return ok({ success: true, message: 'Stock saved.', product: trousers });
    },
  });
});
afterEach(() => api.restore());

async function openStockDialog() {
  const user = userEvent.setup();
  renderWithQuery(<ProductAdmin />);
  await user.click(await screen.findByRole('button', { name: 'Edit stock of Cotton Trousers' }));
  const dialog = within(screen.getByRole('dialog', { name: 'Stock of Cotton Trousers' }));
  return { user, dialog, box: (size: string) => dialog.getByRole('textbox', { name: `Size ${size}` }) };
}

describe('the stock dialog: the contract checks each count', () => {
  it('says on each wrong box why, focuses the first, says it in the alert, and sends nothing', async () => {
    const { user, dialog, box } = await openStockDialog();
    await user.clear(box('S'));
    await user.clear(box('32'));
    await user.type(box('32'), '200000');
    await user.click(dialog.getByRole('button', { name: 'Save stock' }));
    await waitFor(() => expect(box('S')).toHaveFocus());
    expect(box('S')).toHaveAttribute('aria-invalid', 'true');
    expect(box('S')).toHaveAccessibleDescription('Stock of S must be a whole number, 0 or more.');
    expect(box('30')).not.toHaveAttribute('aria-invalid');
    expect(box('32')).toHaveAccessibleDescription('Stock of 32 must be at most 100000.');
    expect(dialog.getByRole('alert')).toHaveTextContent('Stock of S must be a whole number, 0 or more.');
    expect(api.callsTo('POST', '/api/product/stock')).toHaveLength(0);
  });

  it('sends only the sizes that changed, numeric sizes included', async () => {
    const { user, dialog, box } = await openStockDialog();
    await user.clear(box('32'));
    await user.type(box('32'), ' 5 ');
    await user.click(dialog.getByRole('button', { name: 'Save stock' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/api/product/stock').map((call) => call.body)).toEqual([
      { productId: trousers._id, size: '32', quantity: 5 },
    ]);
  });
});
