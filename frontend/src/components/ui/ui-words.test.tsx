import { render, screen } from '@testing-library/react';
import siMessages from 'virtual:messages/si';
import taMessages from 'virtual:messages/ta';
import { describe, expect, it, vi } from 'vitest';
import { activateCatalogue } from '../../i18n/i18n';
import { OrderStatusBadge } from './order-status-badge';
import { Pager } from './pager';
import { LoadingStatus } from './skeleton';
import { TotalsList } from './totals-list';

const totals = { subtotal: 4490, deliveryFee: 200, total: 4690 };

function renderParts() {
  render(
    <>
      <Pager label="Order pages" page={2} pages={3} onPage={vi.fn()} />
      <TotalsList totals={totals} />
      <OrderStatusBadge status="Shipped" />
      <LoadingStatus />
    </>,
  );
}

describe('the shared parts', () => {
  it('say their own words in English as the spec writes them', () => {
    renderParts();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
    expect(screen.getByText('Page 2 of 3')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Subtotal',
      'Delivery Fee',
      'Total',
    ]);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      'LKR 4,490.00',
      'LKR 200.00',
      'LKR 4,690.00',
    ]);
    expect(screen.getByText('Shipped')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it.each([
    ['si', siMessages, /[\u0D80-\u0DFF]/],
    ['ta', taMessages, /[\u0B80-\u0BFF]/],
  ] as const)('say them in %s, amounts still in LKR', (language, messages, script) => {
    activateCatalogue(language, messages);
    renderParts();
    for (const button of screen.getAllByRole('button')) expect(button).toHaveAccessibleName(script);
    for (const term of screen.getAllByRole('term')) expect(term).toHaveTextContent(script);
    expect(screen.getAllByRole('definition')[2]).toHaveTextContent('LKR 4,690.00');
    expect(screen.getByRole('status')).toHaveTextContent(script);
    expect(document.querySelector('.order-status')).toHaveTextContent(script);
  });
});
