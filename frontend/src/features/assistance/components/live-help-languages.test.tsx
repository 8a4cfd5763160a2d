// Live help in Sinhala and Tamil, on both sides: every screen speaks the shop's language, the shopper's
// language travels with the request and each message, the helper is told which language the shopper reads,
// and text in another language than the page's carries its own lang (and is read aloud in it).
import type { AssistRequest, ChatMessage, MyAssistResponse } from '@store/contracts/assistance';
import type { Language } from '@store/contracts/languages';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import siMessages from 'virtual:messages/si';
import taMessages from 'virtual:messages/ta';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateCatalogue, t, type Catalogue } from '../../../i18n/i18n';
import { assistRequest, assistShopper } from '../../../testing/assistance-fixtures';
import { auth, completeOnboardingFlag, listBody, product, storeSession } from '../../../testing/fixtures';
import { mockApi, ok } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

const catalogues: Record<'si' | 'ta', Catalogue> = { si: siMessages, ta: taMessages };
const scripts: Record<'si' | 'ta', RegExp> = { si: /[\u0D80-\u0DFF]/, ta: /[\u0B80-\u0BFF]/ };
/** The other local language: a Sinhala page's shopper who writes Tamil, and the other way round. */
const otherOf: Record<'si' | 'ta', 'si' | 'ta'> = { si: 'ta', ta: 'si' };

const helper = auth({ id: '33333333-3333-4333-8333-333333333333', name: 'Kamala', role: 'helper' });
const shirt = product({ name: 'Linen Shirt', price: 4490 });

let seq = 0;
function chatMessage(from: ChatMessage['from'], content: string, lang: Language): ChatMessage {
  seq += 1;
  return {
    _id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    userId: assistShopper.id,
    userEmail: assistShopper.email,
    from,
    content,
    audio: null,
    duration: null,
    createdAt: new Date(Date.UTC(2026, 0, 1, 10, 0, seq)).toISOString(),
    clientMessageId: null,
    lang,
  };
}

/** The shop in `language`, as the shopper chose it (the choice is kept with the display settings). */
function speak(language: Language, catalogue?: Catalogue) {
  localStorage.setItem('accessibilitySettings', JSON.stringify({ language }));
  if (catalogue) activateCatalogue(language, catalogue);
}

let api: ReturnType<typeof mockApi>;
afterEach(() => {
  api.restore();
  vi.unstubAllGlobals();
});

describe.each(['si', 'ta'] as const)('the shopper’s live help in %s', (language) => {
  const script = scripts[language];
  let mine: MyAssistResponse;
  let stored: ChatMessage[];

  beforeEach(() => {
    completeOnboardingFlag();
    storeSession(assistShopper);
    speak(language, catalogues[language]);
    stored = [];
    mine = { success: true, assist: null, queuePosition: null };
    api = mockApi({
      'GET /api/product/list': ok(listBody([])),
      'GET /api/assist/mine': () => ok(mine),
      'GET /api/messages/:userId': () => ok({ success: true, messages: stored }),
      'POST /api/assist': (call) => {
        const body = call.body as { language?: Language };
        mine = {
          success: true,
          assist: assistRequest({ language: body.language ?? 'en' }),
          queuePosition: 2,
        };
        return ok({ success: true, message: 'Sent.', assist: mine.assist, queuePosition: 2 }, 201);
      },
      'DELETE /api/assist/:id': () => {
        const closed = mine.assist;
        mine = { success: true, assist: null, queuePosition: null };
        return ok({ success: true, message: 'Cancelled.', assist: closed });
      },
    });
  });

  it('asks for help in the shop’s language, waits in it, and cancels in it', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/live-start');
    const heading = await screen.findByRole('heading', { level: 1, name: t('liveHelp.start.title') });
    expect(heading).toHaveTextContent(script);
    const main = within(screen.getByRole('main'));
    const start = main.getByRole('button', { name: t('liveHelp.start.now') });
    expect(start).toHaveAccessibleName(script);
    expect(main.getByRole('link', { name: t('schedule.title') })).toHaveAccessibleName(script);

    await user.click(start);
    // The helper will be told which language the shopper reads.
    expect(api.callsTo('POST', '/api/assist')[0]?.body).toMatchObject({ type: 'Live Assistance', language });

    expect(
      await screen.findByRole('heading', { level: 1, name: t('liveHelp.wait.title') }),
    ).toHaveTextContent(script);
    expect(screen.getByRole('timer')).toHaveTextContent(script);
    expect(screen.getByRole('timer')).toHaveTextContent('30');
    expect(screen.getByText(t('liveHelp.queue.place', { position: 2 }))).toHaveTextContent(script);
    expect(screen.getByText(t('liveHelp.wait.finding'))).toHaveTextContent(script);
    expect(screen.getByRole('button', { name: t('liveHelp.wait.acceptAndChat') })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: t('liveHelp.wait.cancelRequest') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cancel'));
    expect(
      await screen.findByRole('heading', { level: 1, name: t('liveHelp.cancelled.title') }),
    ).toHaveTextContent(script);
    expect(screen.getByRole('link', { name: t('liveHelp.cancelled.startAgain') })).toHaveAccessibleName(
      script,
    );
  });

  it('books a session in the shop’s language: its labels, its checks and the note’s language', async () => {
    const user = userEvent.setup();
    api.on('POST /api/messages', (call) => {
      const body = call.body as { content: string; lang?: Language; clientMessageId?: string };
      const created = { ...chatMessage('user', body.content, body.lang ?? 'en'), clientMessageId: null };
      return ok({ success: true, message: 'Sent.', chatMessage: created, duplicate: false }, 201);
    });
    api.on('POST /api/assist', (call) => {
      const body = call.body as { time: string; language?: Language };
      mine = {
        success: true,
        assist: assistRequest({
          type: 'Scheduled Session',
          time: body.time,
          scheduledFor: body.time,
          language: body.language ?? 'en',
        }),
        queuePosition: null,
      };
      return ok({ success: true, message: 'Booked.', assist: mine.assist, queuePosition: null }, 201);
    });
    renderApp('/schedule-session');
    expect(await screen.findByRole('heading', { level: 1, name: t('schedule.title') })).toHaveTextContent(
      script,
    );
    const main = within(screen.getByRole('main'));
    const book = await main.findByRole('button', { name: t('schedule.form.book') });
    expect(book).toHaveAccessibleName(script);
    await user.click(book);
    // The contract's check, said in the shop's language on the field to change.
    expect(main.getByRole('alert')).toHaveTextContent(t('schedule.errors.noDate'));
    expect(main.getByRole('alert')).toHaveTextContent(script);
    expect(main.getByLabelText(t('schedule.form.date'))).toHaveAccessibleDescription(
      t('schedule.errors.noDate'),
    );

    const tomorrow = new Date(Date.now() + 86_400_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    await user.type(
      main.getByLabelText(t('schedule.form.date')),
      `${tomorrow.getFullYear()}-${pad(tomorrow.getMonth() + 1)}-${pad(tomorrow.getDate())}`,
    );
    await user.type(main.getByLabelText(t('schedule.form.time')), '10:30');
    await user.type(main.getByLabelText(t('schedule.form.note')), 'sari');
    await user.click(book);
    expect(await main.findByRole('heading', { name: t('schedule.booked.title') })).toHaveTextContent(script);
    expect(api.callsTo('POST', '/api/assist')[0]?.body).toMatchObject({ language });
    await waitFor(() => expect(api.callsTo('POST', '/api/messages')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/messages')[0]?.body).toMatchObject({
      content: t('schedule.noteMessage', { note: 'sari' }),
      lang: language,
    });
  });

  it('chats in the shop’s language, marks a reply in another language, and reads it in its own', async () => {
    const user = userEvent.setup();
    const spoken: Array<{ text: string; lang: string }> = [];
    vi.stubGlobal(
      'SpeechSynthesisUtterance',
      class {
        onend: (() => void) | null = null;
        onerror: (() => void) | null = null;
        lang = '';
        constructor(public text: string) {}
      },
    );
    vi.stubGlobal('speechSynthesis', {
      speak: (utterance: { text: string; lang: string }) =>
        spoken.push({ text: utterance.text, lang: utterance.lang }),
      cancel: () => undefined,
    });
    mine = {
      success: true,
      assist: assistRequest({ accept: true, helperId: helper.id, helperName: 'Kamala', language }),
      queuePosition: null,
    };
    const mineInPage = chatMessage('user', 'ආයුබෝවන් / வணக்கம்', language);
    const english = chatMessage('assistant', 'Hello! How can I help?', 'en');
    stored = [mineInPage, english];
    api.on('POST /api/messages', (call) => {
      const body = call.body as { content: string; lang?: Language; clientMessageId?: string };
      const created = {
        ...chatMessage('user', body.content, body.lang ?? 'en'),
        clientMessageId: body.clientMessageId ?? null,
      };
      stored.push(created);
      return ok({ success: true, message: 'Sent.', chatMessage: created, duplicate: false }, 201);
    });
    const { assistSocket } = renderApp('/');
    const widget = await screen.findByRole('complementary', { name: t('chat.title') });
    expect(within(widget).getByRole('heading', { name: t('chat.title') })).toHaveTextContent(script);
    expect(within(widget).getByRole('button', { name: t('chat.minimise') })).toHaveAccessibleName(script);
    const log = await within(widget).findByRole('log', { name: t('chat.logLabel', { helper: 'Kamala' }) });
    // The English reply is marked as English; the shopper's own message is in the page's language.
    expect(await within(log).findByText('Hello! How can I help?')).toHaveAttribute('lang', 'en');
    expect(within(log).getByText('ආයුබෝවන් / வணக்கம்')).not.toHaveAttribute('lang');
    expect(within(log).getAllByText(t('chat.you'))[0]).toHaveTextContent(script);

    const input = within(widget).getByRole('textbox', { name: t('chat.composer.label') });
    await user.type(input, 'ok{Enter}');
    await waitFor(() => expect(api.callsTo('POST', '/api/messages')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/messages')[0]?.body).toMatchObject({ content: 'ok', lang: language });

    await user.click(within(widget).getByRole('checkbox', { name: t('chat.readRepliesAloud') }));
    const other = otherOf[language];
    const replies = [
      chatMessage('assistant', 'The blue one is in stock', 'en'),
      chatMessage('assistant', language === 'si' ? 'ඔව්, තියෙනවා' : 'ஆம், இருக்கிறது', language),
      chatMessage('assistant', other === 'ta' ? 'நன்றி' : 'ස්තූතියි', other),
    ];
    for (const reply of replies) {
      stored.push(reply);
      act(() => assistSocket.serverEmit('message', reply));
      await within(log).findByText(reply.content);
    }
    expect(within(log).getByText(replies[2]?.content ?? '')).toHaveAttribute('lang', other);
    const tags = { en: 'en-GB', si: 'si-LK', ta: 'ta-LK' };
    // Who speaks in the shop's language, then the words in their own.
    expect(spoken).toEqual([
      { text: t('chat.readAloud.saysIntro', { helper: 'Kamala' }), lang: tags[language] },
      { text: 'The blue one is in stock', lang: 'en-GB' },
      {
        text: t('chat.readAloud.says', { helper: 'Kamala', text: replies[1]?.content }),
        lang: tags[language],
      },
      { text: t('chat.readAloud.saysIntro', { helper: 'Kamala' }), lang: tags[language] },
      { text: replies[2]?.content, lang: tags[other] },
    ]);
  });
});

describe.each(['si', 'ta'] as const)('the helper’s screens in %s', (language) => {
  const script = scripts[language];
  const other = otherOf[language];
  const waiting = assistRequest({ name: 'Nimal Perera', language: other });
  const served = assistRequest({
    _id: '66666666-6666-4666-8666-666666666666',
    userId: '77777777-7777-4777-8777-777777777777',
    name: 'Second Shopper',
    accept: true,
    helperId: helper.id,
    helperName: 'Kamala',
    language: 'en',
  });

  beforeEach(() => {
    completeOnboardingFlag();
    storeSession(helper);
    speak(language, catalogues[language]);
    api = mockApi({
      'GET /api/product/list': ok(listBody([shirt])),
      'GET /api/assist': () => ok({ success: true, assist: [waiting, served] }),
      'GET /api/messages/:userId': () =>
        ok({
          success: true,
          messages: [
            { ...chatMessage('user', 'Is it cotton?', 'en'), userId: served.userId },
            { ...chatMessage('assistant', language === 'si' ? 'ඔව්' : 'ஆம்', language), userId: served.userId },
          ],
        }),
      'GET /api/assist/cart/:userId': ok({
        success: true,
        cartData: { [shirt._id]: { M: 2 } },
        cartGrant: { token: 'grant', expiresAt: new Date(Date.now() + 600_000).toISOString() },
      }),
    });
  });

  it('lists the requests with each shopper’s language in the helper’s words', async () => {
    renderApp('/assis-dash');
    expect(
      await screen.findByRole('heading', { level: 1, name: t('helperDashboard.title') }),
    ).toHaveTextContent(script);
    const list = within(await screen.findByRole('region', { name: t('helperDashboard.waiting') }));
    const [card] = await list.findAllByRole('listitem');
    expect(card).toHaveTextContent(t('helperDashboard.language'));
    expect(card).toHaveTextContent(t('liveHelp.languageName', { language: other }));
    expect(card).toHaveTextContent(t('liveHelp.type.live'));
    const [accept, remove] = within(card as HTMLElement).getAllByRole('button');
    for (const button of [accept, remove]) {
      expect(button).toHaveAccessibleName(script);
      expect(button).toHaveAccessibleName(/Nimal Perera/);
    }
    expect(screen.getByRole('checkbox', { name: t('helperDashboard.darkMode') })).toHaveAccessibleName(
      script,
    );
  });

  it('helps a shopper in the helper’s language, saying which language the shopper reads', async () => {
    renderApp(`/assis-live?shopper=${served.userId}`);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: t('helperLive.helping', { name: 'Second Shopper' }),
      }),
    ).toHaveTextContent(script);
    expect(
      screen.getByText(t('helperLive.speaks', { language: t('liveHelp.languageName', { language: 'en' }) })),
    ).toHaveTextContent(script);
    const log = await screen.findByRole('log', { name: t('chat.logLabel', { helper: 'Second Shopper' }) });
    expect(await within(log).findByText('Is it cotton?')).toHaveAttribute('lang', 'en');
    expect(within(log).getByText(language === 'si' ? 'ඔව්' : 'ஆம்')).not.toHaveAttribute('lang');
    const cart = screen.getByRole('region', { name: t('helperLive.cartOf', { name: 'Second Shopper' }) });
    expect(
      await within(cart).findByText(t('helperLive.cart.summary', { count: 2, total: 'LKR 9,180.00' }), {
        exact: false,
      }),
    ).toHaveTextContent(script);
    expect(
      screen.getByRole('button', { name: t('helperLive.endSession', { name: 'Second Shopper' }) }),
    ).toHaveAccessibleName(script);
  });
});

describe('the shopper’s language on the English helper screens', () => {
  const sinhala = assistRequest({ name: 'Nimal Perera', language: 'si' });

  let open: AssistRequest[] = [];

  beforeEach(() => {
    completeOnboardingFlag();
    storeSession(helper);
    api = mockApi({
      'GET /api/product/list': ok(listBody([])),
      'GET /api/assist': () => ok({ success: true, assist: open }),
    });
  });

  it('says the language beside each request, and in the announcement when it is not the helper’s', async () => {
    open = [sinhala];
    const { assistSocket } = renderApp('/assis-dash');
    const [card] = await within(
      await screen.findByRole('region', { name: 'Waiting for a helper' }),
    ).findAllByRole('listitem');
    expect(card).toHaveTextContent('LanguageSinhala');
    const tamil = assistRequest({
      _id: '88888888-8888-4888-8888-888888888888',
      userId: '99999999-9999-4999-8999-999999999999',
      name: 'Kumar',
      language: 'ta',
    });
    open = [sinhala, tamil];
    act(() => assistSocket.serverEmit('request_created', tamil));
    expect(
      await screen.findByText('New request from Kumar: Live Assistance. Speaks Tamil.'),
    ).toBeInTheDocument();
  });
});
