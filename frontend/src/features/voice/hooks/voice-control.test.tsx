import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import siMessages from 'virtual:messages/si';
import { activateCatalogue, t } from '../../../i18n/i18n';
import { currentAnnouncement } from '../../../lib/announcer';
import { speech } from '../../../lib/speech';
import { auth, completeOnboardingFlag, listBody, product, storeSession } from '../../../testing/fixtures';
import { mockApi, ok } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

const UNSUPPORTED_MESSAGE =
  'Voice commands are not available in this browser: it cannot recognise speech. Use the accessibility taskbar (Alt+A) and the keyboard instead. Chrome and Edge support voice commands.';

/** A stand-in for the browser's recogniser: `say` plays the shopper speaking one utterance. */
class FakeRecognition {
  static instances: FakeRecognition[] = [];
  lang = '';
  continuous = true;
  interimResults = false;
  maxAlternatives = 0;
  running = false;
  onresult: ((event: unknown) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  constructor() {
    FakeRecognition.instances.push(this);
  }
  start() {
    if (this.running) throw new Error('already started');
    this.running = true;
  }
  abort() {
    if (!this.running) return;
    this.running = false;
    this.onend?.();
  }
  static active() {
    return FakeRecognition.instances.filter((instance) => instance.running);
  }
}

async function say(text: string) {
  await waitFor(() => expect(FakeRecognition.active()).toHaveLength(1), { timeout: 3000 });
  const [recognition] = FakeRecognition.active();
  if (!recognition) throw new Error('not listening');
  act(() => {
    recognition.onresult?.({
      resultIndex: 0,
      results: { length: 1, 0: { isFinal: false, length: 1, 0: { transcript: text.slice(0, 4) } } },
    });
    recognition.onresult?.({
      resultIndex: 0,
      results: { length: 1, 0: { isFinal: true, length: 1, 0: { transcript: text } } },
    });
    recognition.running = false;
    recognition.onend?.();
  });
}

class FakeUtterance {
  text: string;
  lang = '';
  rate = 1;
  onend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(text: string) {
    this.text = text;
  }
}

let spoken: FakeUtterance[] = [];
const synthesis = {
  speak: (utterance: FakeUtterance) => spoken.push(utterance),
  cancel: () => {
    for (const utterance of spoken.splice(0)) utterance.onerror?.();
  },
  pause: () => undefined,
  resume: () => undefined,
};
/** Plays the end of everything queued. */
const finishSpeaking = () =>
  act(() => {
    for (const utterance of spoken.splice(0)) utterance.onend?.();
  });

const shirt = product({ name: 'Voice Linen Shirt', price: 1990, sizes: ['S', 'M', 'L'] });
let api: ReturnType<typeof mockApi>;

// Several steps run per test; on a busy machine each may take longer than the default second.
beforeAll(() => configure({ asyncUtilTimeout: 3000 }));
afterAll(() => configure({ asyncUtilTimeout: 1000 }));

beforeEach(() => {
  completeOnboardingFlag();
  FakeRecognition.instances = [];
  spoken = [];
  vi.stubGlobal('SpeechRecognition', FakeRecognition);
  vi.stubGlobal('speechSynthesis', synthesis);
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  api = mockApi({
    'GET /api/product/list': ok(listBody([shirt])),
    [`GET /api/product/${shirt._id}`]: ok({ success: true, product: shirt }),
    'POST /api/cart/get': ok({ success: true, cartData: {} }),
  });
});
afterEach(() => {
  speech.cancel();
  api.restore();
  vi.unstubAllGlobals();
});

/** The feedback is shown on screen and said in the live region: the same words twice. */
async function shownAndAnnounced(text: string | RegExp) {
  // The live region is written at once; the box on screen follows with React's next render.
  await waitFor(() => expect(screen.getAllByText(text)).toHaveLength(2));
  const found = screen.getAllByText(text);
  expect(found.some((element) => element.closest('[role="status"]'))).toBe(true);
}

async function startListening(path = '/about', heading: RegExp | string = 'ABOUT US') {
  const user = userEvent.setup();
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: heading });
  const button = within(screen.getByRole('banner')).getByRole('button', { name: 'Voice commands' });
  await user.click(button);
  expect(button).toHaveAttribute('aria-pressed', 'true');
  return { user, button, ...view };
}

describe('voice commands', () => {
  it('shows what it heard, goes to the cart and says so', async () => {
    const { router } = await startListening();
    await say('Um, please go to the card');
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(screen.getByText('Heard: “Um, please go to the card”')).toBeInTheDocument();
    await shownAndAnnounced('Opening your cart.');
    expect(currentAnnouncement()).toBe('Opening your cart.');
    // Still listening for the next command.
    await waitFor(() => expect(FakeRecognition.active()).toHaveLength(1));
  });

  it('makes the text 2 pixels larger on "increase text size"', async () => {
    await startListening();
    await say('increase tax size');
    await waitFor(() =>
      expect(document.documentElement.style.getPropertyValue('--font-scale')).toBe('1.125'),
    );
    await shownAndAnnounced('Text size 18 pixels');
  });

  it('switches to high contrast and back, opens and closes the taskbar, and resets', async () => {
    await startListening();
    await say('increase contrast');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-contrast', 'high'));
    await say('activate taskbar');
    await waitFor(() => expect(screen.getByRole('group', { name: 'Accessibility settings' })).toBeVisible());
    await say('turn on monochrome');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-monochrome', 'true'));
    await say('reset');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-contrast', 'default'));
    expect(document.documentElement).not.toHaveAttribute('data-monochrome');
    await say('deactivate taskbar');
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: 'Accessibility settings' })).not.toBeInTheDocument(),
    );
  });

  it('shows and reads the command list on "what can I say", and does not listen while reading', async () => {
    await startListening();
    await say('What can I say?');
    const list = await screen.findByRole('dialog', { name: 'What you can say' });
    expect(within(list).getByText('“Go to cart”')).toBeInTheDocument();
    expect(within(list).getByText('“Increase text size”')).toBeInTheDocument();
    expect(spoken.map((u) => u.text).join(' ')).toContain('“Go to cart”: Opens your cart.');
    expect(FakeRecognition.active()).toHaveLength(0);
    finishSpeaking();
    await waitFor(() => expect(FakeRecognition.active()).toHaveLength(1));
  });

  it('says when it did not understand, and how to hear the list', async () => {
    await startListening();
    await say('the weather is lovely today');
    await shownAndAnnounced(
      'Sorry, “the weather is lovely today” is not a command I know. Say “what can I say” to hear the list.',
    );
  });

  it('chooses a size and adds to the cart on a product page, and reads the product with its price in rupees', async () => {
    const { router } = await startListening(`/product/${shirt._id}`, 'Voice Linen Shirt');
    await say('select size medium');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'M' })).toHaveAttribute('aria-pressed', 'true'),
    );
    await say('add it to my cart');
    await waitFor(() =>
      expect(
        within(screen.getByRole('banner')).getByRole('link', { name: 'Cart, 1 item' }),
      ).toBeInTheDocument(),
    );
    finishSpeaking();
    await say('read');
    await waitFor(() => expect(spoken.map((u) => u.text).join(' ')).toContain('Price: 1,990 rupees.'));
    expect(spoken.map((u) => u.text).join(' ')).toContain('Selected size: M.');
    finishSpeaking();
    await say('go to checkout');
    await waitFor(() => expect(router.state.location.pathname).toBe('/place-order'));
  });

  it('says a size is sold out instead of choosing it, and which sizes are available', async () => {
    const scarce = product({
      name: 'Voice Batik Shirt',
      sizes: ['S', 'M', 'L'],
      stock: { S: 4, M: 0, L: 1 },
    });
    api.on(`GET /api/product/${scarce._id}`, ok({ success: true, product: scarce }));
    await startListening(`/product/${scarce._id}`, 'Voice Batik Shirt');
    await say('select size medium');
    await shownAndAnnounced('Size M is sold out. Available sizes: S, L. L: only 1 left. Sold out: M.');
    expect(screen.getByRole('button', { name: 'M, sold out' })).toHaveAttribute('aria-pressed', 'false');
    await say('select size large');
    await shownAndAnnounced('Size L selected. Only 1 left.');
    expect(screen.getByRole('button', { name: 'L' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says where sizes and Add to Cart work when asked elsewhere', async () => {
    await startListening();
    await say('add to cart');
    await shownAndAnnounced(
      'Adding to the cart works on a product page. Say “go to collection”, open a product, then say it again.',
    );
  });

  it('signs out on "log out" (session, user info, to /login), but not on a sentence that mentions it', async () => {
    storeSession(auth());
    const { router } = await startListening();
    await say('does this shirt come in blue or should I log out');
    await shownAndAnnounced(/is not a command I know/);
    expect(localStorage.getItem('token')).not.toBeNull();
    await say('sign out please');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userInfo')).toBeNull();
  });

  it('searches the collection', async () => {
    const { router } = await startListening();
    await say('find linen trousers');
    await waitFor(() => expect(router.state.location.pathname).toBe('/collection'));
    expect(router.state.location.search).toBe('?search=linen%20trousers');
  });

  it('stops listening when pressed again or with Alt+V', async () => {
    const { user, button } = await startListening();
    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(FakeRecognition.active()).toHaveLength(0);
    await user.keyboard('{Alt>}v{/Alt}');
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(FakeRecognition.active()).toHaveLength(1));
  });

  it('says plainly when the browser cannot recognise speech, and points to the taskbar and keyboard', async () => {
    vi.stubGlobal('SpeechRecognition', undefined);
    const user = userEvent.setup();
    renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'ABOUT US' });
    const button = within(screen.getByRole('banner')).getByRole('button', { name: 'Voice commands' });
    expect(button).toHaveAccessibleDescription('Shortcut: Alt+V. Not available in this browser.');
    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await shownAndAnnounced(UNSUPPORTED_MESSAGE);
    expect(currentAnnouncement()).toBe(UNSUPPORTED_MESSAGE);
  });

  it('reading aloud offers Pause and Stop, stops on Escape and when the page is left', async () => {
    const { user } = await startListening(`/product/${shirt._id}`, 'Voice Linen Shirt');
    await say('read');
    const taskbar = screen.getByRole('complementary', { name: 'Accessibility taskbar' });
    await user.click(await within(taskbar).findByRole('button', { name: 'Pause reading' }));
    await user.click(within(taskbar).getByRole('button', { name: 'Resume reading' }));
    await user.click(within(taskbar).getByRole('button', { name: 'Stop reading' }));
    expect(speech.state()).toBe('idle');
    expect(within(taskbar).queryByRole('button', { name: 'Pause reading' })).not.toBeInTheDocument();

    await say('read');
    await waitFor(() => expect(speech.state()).toBe('speaking'));
    await user.keyboard('{Escape}');
    expect(speech.state()).toBe('idle');

    await say('read');
    await waitFor(() => expect(speech.state()).toBe('speaking'));
    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'ABOUT' }));
    await screen.findByRole('heading', { level: 1, name: 'ABOUT US' });
    expect(speech.state()).toBe('idle');
  });

  it('hides the feedback after 3 seconds', async () => {
    await startListening();
    await say('increase line height');
    await shownAndAnnounced('Line height 1.6 times the text size');
    // The live region keeps its last words; the box on screen goes after 3 seconds.
    await waitFor(() => expect(screen.getAllByText('Line height 1.6 times the text size')).toHaveLength(1), {
      timeout: 4000,
    });
  });
});

describe('voice commands in Sinhala', () => {
  const sinhala = /[\u0D80-\u0DFF]/;

  async function startListeningInSinhala() {
    localStorage.setItem('accessibilitySettings', JSON.stringify({ language: 'si' }));
    activateCatalogue('si', siMessages);
    const user = userEvent.setup();
    const view = renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: sinhala });
    const button = within(screen.getByRole('banner')).getByRole('button', { name: t('voice.button') });
    expect(button.textContent).toMatch(sinhala);
    expect(button).toHaveAccessibleDescription(sinhala);
    await user.click(button);
    await shownAndAnnounced(t('voice.listening'));
    return { user, button, ...view };
  }

  it('listens in Sinhala, understands it, and answers in Sinhala', async () => {
    const { router } = await startListeningInSinhala();
    await waitFor(() => expect(FakeRecognition.active()).toHaveLength(1));
    expect(FakeRecognition.active()[0]?.lang).toBe('si-LK');
    await say('කාට් එකට යන්න');
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(screen.getByText(t('voice.heard', { heard: 'කාට් එකට යන්න' }))).toBeInTheDocument();

    await say('අද කාලගුණය හොඳයි');
    await shownAndAnnounced(t('voice.notUnderstood', { heard: 'අද කාලගුණය හොඳයි' }));
    expect(currentAnnouncement()).toMatch(sinhala);
  });

  it('shows the Sinhala command list on "what can I say"', async () => {
    await startListeningInSinhala();
    await say('මට මොනවද කියන්න පුළුවන්');
    const dialog = await screen.findByRole('dialog', { name: t('voice.helpTitle') });
    expect(within(dialog).getByRole('button', { name: t('voice.helpClose') })).toBeInTheDocument();
    const groups = within(dialog).getAllByRole('heading', { level: 3 });
    expect(groups.length).toBeGreaterThan(0);
    for (const group of groups) expect(group.textContent).toMatch(sinhala);
    expect(within(dialog).getByText('“කාට් එකට යන්න”')).toBeInTheDocument();
  });

  it('changes the language when asked by name, and listens in the new one', async () => {
    await startListeningInSinhala();
    await say('தமிழில்');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'ta'));
    expect(JSON.parse(localStorage.getItem('accessibilitySettings') ?? '{}')).toMatchObject({
      language: 'ta',
    });
    await waitFor(() => expect(FakeRecognition.active()).toHaveLength(1));
    expect(FakeRecognition.active()[0]?.lang).toBe('ta-LK');
  });
});
