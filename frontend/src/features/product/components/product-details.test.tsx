import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SpeechService } from '../../../lib/speech';
import { product } from '../../../testing/fixtures';
import { ProductDetails, SIZE_WARNING, sizesReading } from './product-details';

/** A speech service that records what it was asked to say; `finish` plays the end of speech. */
function recordingSpeech(supported = true) {
  const spoken: string[] = [];
  const pending: Array<() => void> = [];
  let cancelled = 0;
  const service: SpeechService = {
    isSupported: () => supported,
    speak: (text, onDone) => {
      spoken.push(text);
      if (onDone) pending.push(onDone);
      return supported;
    },
    cancel: () => {
      cancelled += 1;
      pending.splice(0).forEach((done) => done());
    },
    pause: () => undefined,
    resume: () => undefined,
    setRate: () => undefined,
    state: () => 'idle',
    subscribe: () => () => undefined,
  };
  return {
    service,
    spoken,
    cancelled: () => cancelled,
    finish: () => pending.splice(0).forEach((done) => done()),
  };
}

const shirt = product({
  name: 'Oxford Shirt',
  price: 4990,
  sizes: ['S', 'M', 'L'],
  description: 'A sturdy shirt.',
  rating: { average: 4.3, count: 12 },
});

function renderDetails(onAddToCart = vi.fn(async () => true), speech = recordingSpeech()) {
  const view = render(
    <MemoryRouter>
      <ProductDetails product={shirt} onAddToCart={onAddToCart} speechService={speech.service} />
    </MemoryRouter>,
  );
  return { ...view, onAddToCart, speech };
}

describe('size selection and Add to Cart', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('warns, reads the warning aloud and hides it after 3 s when no size is chosen', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { onAddToCart, speech } = renderDetails();
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));

    expect(screen.getByRole('alert')).toHaveTextContent(SIZE_WARNING);
    expect(SIZE_WARNING).toBe('Please select a size before adding to cart.');
    expect(speech.spoken).toEqual([SIZE_WARNING]);
    expect(onAddToCart).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(2900));
    expect(screen.getByRole('alert')).toHaveTextContent(SIZE_WARNING);
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('alert')).toHaveTextContent('');
  });

  it('marks the chosen size with aria-pressed, one at a time', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderDetails();
    const sizes = screen.getByRole('group', { name: 'Select Size' });
    const buttons = within(sizes).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['S', 'M', 'L']);
    expect(buttons.every((button) => button.getAttribute('aria-pressed') === 'false')).toBe(true);
    await user.click(within(sizes).getByRole('button', { name: 'M' }));
    expect(within(sizes).getByRole('button', { name: 'M' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(sizes).getByRole('button', { name: 'L' }));
    expect(within(sizes).getByRole('button', { name: 'M' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(sizes).getByRole('button', { name: 'L' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('adds the chosen size and confirms it in a status message', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { onAddToCart, speech } = renderDetails();
    await user.click(screen.getByRole('button', { name: 'M' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(onAddToCart).toHaveBeenCalledWith('M');
    expect(await screen.findByRole('status')).toHaveTextContent('Added to your cart: Oxford Shirt, size M.');
    expect(speech.spoken).toEqual(['Added to your cart: Oxford Shirt, size M.']);
    expect(screen.getByRole('alert')).toHaveTextContent('');
  });

  it('shows no confirmation when the cart refused the item', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderDetails(vi.fn(async () => false));
    await user.click(screen.getByRole('button', { name: 'S' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(screen.queryByText(/Added to your cart/)).not.toBeInTheDocument();
  });
});

describe('product details', () => {
  it('shows the price in LKR, the buyers’ rating in words, and the notes', () => {
    renderDetails();
    expect(screen.getByRole('heading', { level: 1, name: 'Oxford Shirt' })).toBeInTheDocument();
    expect(screen.getAllByText('LKR 4,990.00')[0]).toBeInTheDocument();
    expect(screen.getByText('4.3 out of 5, 12 reviews')).toBeVisible();
    // Four of five stars are drawn (4.3 to the nearest star), for the eye only.
    const stars = screen.getByText('4.3 out of 5, 12 reviews').previousElementSibling;
    expect(stars).toHaveAttribute('aria-hidden', 'true');
    expect(stars?.querySelectorAll('svg')).toHaveLength(5);
    expect(screen.getByText('100% Original product.')).toBeInTheDocument();
    expect(screen.getByText('Cash on delivery is available on this product.')).toBeInTheDocument();
    expect(screen.getByText('Easy return and exchange policy within 7 days.')).toBeInTheDocument();
  });

  it('has keyboard-operable thumbnails named by their alt text', async () => {
    const user = userEvent.setup();
    renderDetails();
    const thumbnails = within(screen.getByRole('group', { name: 'Pictures of Oxford Shirt' })).getAllByRole(
      'button',
    );
    expect(thumbnails.map((thumb) => thumb.getAttribute('aria-pressed'))).toEqual(['true', 'false']);
    expect(thumbnails[1]).toHaveAccessibleName('Back view of the Oxford Shirt.');
    thumbnails[1]?.focus();
    await user.keyboard('{Enter}');
    expect(thumbnails[1]).toHaveAttribute('aria-pressed', 'true');
    const large = screen.getAllByRole('img', { name: 'Back view of the Oxford Shirt.' });
    expect(large).toHaveLength(2);
  });

  it('says "No reviews yet", and draws no stars, for a product nobody has reviewed', () => {
    render(
      <MemoryRouter>
        <ProductDetails product={product({ name: 'New Shirt' })} onAddToCart={vi.fn(async () => true)} />
      </MemoryRouter>,
    );
    const words = screen.getByText('No reviews yet');
    expect(words).toBeVisible();
    expect(words.previousElementSibling).toBeNull();
    expect(screen.getByRole('tab', { name: 'Reviews (0)' })).toBeInTheDocument();
  });

  it('opens on the Reviews tab when asked (a link to write a review)', () => {
    render(
      <MemoryRouter>
        <ProductDetails
          product={shirt}
          onAddToCart={vi.fn(async () => true)}
          showReviews
          reviews={<p>The reviews panel</p>}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('tab', { name: 'Reviews (12)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Reviews (12)' })).toHaveTextContent('The reviews panel');
  });

  it('has Description and Reviews (12) as tabs that follow the arrow keys', async () => {
    const user = userEvent.setup();
    renderDetails();
    const tabs = within(screen.getByRole('tablist', { name: 'About this product' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Description', 'Reviews (12)']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Description' })).toHaveTextContent('A sturdy shirt.');
    tabs[0]?.focus();
    await user.keyboard('{ArrowRight}');
    expect(tabs[1]).toHaveFocus();
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[0]).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Reviews (12)' })).toBeVisible();
    await user.keyboard('{Home}');
    expect(tabs[0]).toHaveFocus();
  });

  it('reads the product aloud with the chosen size, and stops on the second press', async () => {
    const user = userEvent.setup();
    const { speech } = renderDetails();
    await user.click(screen.getByRole('button', { name: 'L' }));
    const voiceOver = screen.getByRole('button', { name: 'Voice-over' });
    await user.click(voiceOver);
    expect(voiceOver).toHaveAttribute('aria-pressed', 'true');
    expect(speech.spoken[0]).toBe(
      'Oxford Shirt. Price: 4,990 rupees. Rated 4.3 out of 5 by 12 buyers. A sturdy shirt. Available sizes: S, M, L. Selected size: L.',
    );
    await user.click(voiceOver);
    expect(voiceOver).toHaveAttribute('aria-pressed', 'false');
    expect(speech.cancelled()).toBeGreaterThan(0);
  });

  it('stops reading when the page is left', async () => {
    const user = userEvent.setup();
    const { speech, unmount } = renderDetails();
    await user.click(screen.getByRole('button', { name: 'Voice-over' }));
    const before = speech.cancelled();
    unmount();
    expect(speech.cancelled()).toBe(before + 1);
  });

  it('shows the spec alert when speech synthesis is missing', async () => {
    const user = userEvent.setup();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderDetails(undefined, recordingSpeech(false));
    await user.click(screen.getByRole('button', { name: 'Voice-over' }));
    expect(alert).toHaveBeenCalledWith("Your browser doesn't support speech synthesis.");
    expect(screen.getByRole('button', { name: 'Voice-over' })).toHaveAttribute('aria-pressed', 'false');
    alert.mockRestore();
  });
});

describe('stock per size', () => {
  const scarce = product({
    name: 'Linen Shirt',
    price: 4490,
    sizes: ['S', 'M', 'L'],
    description: 'A light shirt.',
    stock: { S: 12, M: 0, L: 2 },
  });

  function renderScarce(onAddToCart = vi.fn(async () => true), speech = recordingSpeech()) {
    render(
      <MemoryRouter>
        <ProductDetails product={scarce} onAddToCart={onAddToCart} speechService={speech.service} />
      </MemoryRouter>,
    );
    return { onAddToCart, speech };
  }

  it('names a sold-out size "M, sold out", shows it disabled, and will not choose it', async () => {
    const user = userEvent.setup();
    const { onAddToCart } = renderScarce();
    const sizes = screen.getByRole('group', { name: 'Select Size' });
    const soldOut = within(sizes).getByRole('button', { name: 'M, sold out' });
    expect(soldOut).toHaveAttribute('aria-disabled', 'true');
    expect(within(sizes).getByText('Sold out')).toBeInTheDocument();
    await user.click(soldOut);
    expect(soldOut).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Size M is sold out. Available sizes: S, L. L: only 2 left. Sold out: M.',
    );
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(onAddToCart).not.toHaveBeenCalled();
  });

  it('says "Only 2 left" beside a size with 3 or fewer, in its accessible description too', () => {
    renderScarce();
    const sizes = screen.getByRole('group', { name: 'Select Size' });
    const low = within(sizes).getByRole('button', { name: 'L' });
    expect(low).toHaveAccessibleDescription('Only 2 left');
    expect(within(sizes).getByText('Only 2 left')).toBeVisible();
    expect(within(sizes).getByRole('button', { name: 'S' })).not.toHaveAccessibleDescription();
    expect(within(sizes).getByRole('button', { name: 'S' })).not.toHaveAttribute('aria-disabled');
  });

  it('reads aloud which sizes are available, which are nearly gone and which are sold out', async () => {
    const user = userEvent.setup();
    const { speech } = renderScarce();
    await user.click(screen.getByRole('button', { name: 'Voice-over' }));
    expect(speech.spoken[0]).toBe(
      'Linen Shirt. Price: 4,490 rupees. No reviews yet. A light shirt. Available sizes: S, L. L: only 2 left. Sold out: M. No size selected yet.',
    );
  });

  it('says every size is sold out when none is left', () => {
    expect(sizesReading(product({ sizes: ['S', 'M'], stock: { S: 0, M: 0 } }))).toBe(
      'Every size is sold out.',
    );
  });
});
