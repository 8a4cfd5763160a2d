import type { ChatMessage, MyAssistResponse } from '@store/contracts/assistance';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assistRequest, assistShopper } from '../../../testing/assistance-fixtures';
import { completeOnboardingFlag, listBody, storeSession } from '../../../testing/fixtures';
import { mockApi, ok } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

let api: ReturnType<typeof mockApi>;
const mine: MyAssistResponse = {
  success: true,
  assist: assistRequest({
    accept: true,
    helperId: '33333333-3333-4333-8333-333333333333',
    helperName: 'Kamala',
  }),
  queuePosition: null,
};

beforeEach(() => {
  completeOnboardingFlag();
  storeSession(assistShopper);
  api = mockApi({
    'GET /api/product/list': ok(listBody([])),
    'GET /api/assist/mine': ok(mine),
    'GET /api/messages/:userId': ok({ success: true, messages: [] }),
  });
});
afterEach(() => {
  api.restore();
  vi.unstubAllGlobals();
});

const widget = () => screen.findByRole('complementary', { name: 'Live chat' });

describe('chat widget, by voice', () => {
  it('puts dictated words into the message field', async () => {
    const user = userEvent.setup();
    const started: FakeRecognition[] = [];
    class FakeRecognition {
      lang = '';
      continuous = true;
      interimResults = true;
      onresult: ((event: unknown) => void) | null = null;
      onend: (() => void) | null = null;
      onerror: ((event: unknown) => void) | null = null;
      start() {
        started.push(this);
      }
      stop() {
        this.onend?.();
      }
      abort() {
        this.onend?.();
      }
    }
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
    renderApp('/');
    const input = await within(await widget()).findByRole('textbox', { name: 'Message' });
    await user.type(input, 'Hello.');
    await user.click(within(await widget()).getByRole('button', { name: 'Dictate' }));
    expect(within(await widget()).getByRole('button', { name: 'Stop dictation' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const [recognition] = started;
    act(() => {
      recognition?.onresult?.({
        resultIndex: 0,
        results: { length: 1, 0: { isFinal: true, 0: { transcript: 'show me blue shirts' } } },
      });
      recognition?.onend?.();
    });
    expect(input).toHaveValue('Hello. show me blue shirts');
    expect(input).toHaveFocus();
    expect(within(await widget()).getByRole('button', { name: 'Dictate' })).toBeInTheDocument();
  });

  it("reads the helper's new replies aloud once the shopper turns it on, and not before", async () => {
    const user = userEvent.setup();
    const spoken: string[] = [];
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
      speak: (utterance: { text: string }) => spoken.push(utterance.text),
      cancel: () => undefined,
    });
    const { assistSocket } = renderApp('/');
    await within(await widget()).findByText(
      'Chatting with Kamala. Your helper can see which page you are on and your cart.',
    );
    const reply = (content: string, second: number): ChatMessage => ({
      _id: `00000000-0000-4000-8000-0000000000${String(second).padStart(2, '0')}`,
      userId: assistShopper.id,
      userEmail: assistShopper.email,
      from: 'assistant',
      content,
      audio: null,
      duration: null,
      createdAt: new Date(Date.UTC(2026, 0, 1, 10, 0, second)).toISOString(),
      clientMessageId: null,
    });
    act(() => assistSocket.serverEmit('message', reply('Before turning it on', 1)));
    await within(await widget()).findByText('Before turning it on');
    await user.click(within(await widget()).getByRole('checkbox', { name: 'Read helper replies aloud' }));
    act(() => assistSocket.serverEmit('message', reply('The blue one is in stock', 2)));
    await within(await widget()).findByText('The blue one is in stock');
    expect(spoken).toEqual(['Kamala says: The blue one is in stock']);
  });
});
