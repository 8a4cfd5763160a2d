import type { AssistRequest, CreateAssistBody, SendMessageBody } from '@store/contracts/assistance';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { assistRequest, assistShopper } from '../../../testing/assistance-fixtures';
import { completeOnboardingFlag, listBody, storeSession } from '../../../testing/fixtures';
import { mockApi, ok } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { localDate } from './schedule-session-page';

const DAY_MS = 86_400_000;

let api: ReturnType<typeof mockApi>;
let booked: AssistRequest | null;

beforeEach(() => {
  completeOnboardingFlag();
  storeSession(assistShopper);
  booked = null;
  api = mockApi({
    'GET /api/product/list': ok(listBody([])),
    'GET /api/assist/mine': () => ok({ success: true, assist: booked, queuePosition: null }),
    'GET /api/messages/:userId': ok({ success: true, messages: [] }),
    'POST /api/assist': ({ body }) => {
      const { time } = body as CreateAssistBody & { time: string };
      booked = assistRequest({ type: 'Scheduled Session', time, scheduledFor: time });
      return ok(
        { success: true, message: 'Your session is booked.', assist: booked, queuePosition: null },
        201,
      );
    },
    'POST /api/messages': ({ body }) => {
      const { content, clientMessageId } = body as SendMessageBody;
      return ok(
        {
          success: true,
          message: 'Message sent.',
          duplicate: false,
          chatMessage: {
            _id: '44444444-4444-4444-8444-444444444444',
            userId: assistShopper.id,
            userEmail: assistShopper.email,
            from: 'user',
            content,
            audio: null,
            duration: null,
            createdAt: new Date().toISOString(),
            clientMessageId: clientMessageId ?? null,
          },
        },
        201,
      );
    },
  });
});
afterEach(() => api.restore());

async function openForm() {
  const user = userEvent.setup();
  renderApp('/schedule-session');
  await screen.findByRole('heading', { level: 1, name: 'Schedule a Session' });
  const main = within(screen.getByRole('main'));
  const submit = await main.findByRole('button', { name: 'Book the session' });
  return {
    user,
    main,
    submit,
    date: main.getByLabelText('Date'),
    time: main.getByLabelText('Time'),
    note: main.getByLabelText('What would you like help with? (optional)'),
  };
}

describe('Schedule a Session form: the contract checks the date and time', () => {
  it('asks for a date first, on the date field, which takes focus, and sends nothing', async () => {
    const { user, main, submit, date } = await openForm();
    await user.click(submit);
    expect(main.getByRole('alert')).toHaveTextContent('Choose a date.');
    await waitFor(() => expect(date).toHaveFocus());
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(date).toHaveAccessibleDescription('Choose a date.');
    expect(api.callsTo('POST', '/api/assist')).toHaveLength(0);
  });

  it('refuses a time in the past on the time field, then books tomorrow with the note as a message', async () => {
    const { user, main, submit, date, time, note } = await openForm();
    await user.type(date, localDate(new Date(Date.now() - DAY_MS)));
    await user.type(time, '10:30');
    await user.click(submit);
    expect(main.getByRole('alert')).toHaveTextContent('Choose a time in the future.');
    await waitFor(() => expect(time).toHaveFocus());
    expect(time).toHaveAccessibleDescription('Choose a time in the future.');
    expect(date).not.toHaveAttribute('aria-invalid');
    expect(api.callsTo('POST', '/api/assist')).toHaveLength(0);

    const tomorrow = new Date(Date.now() + DAY_MS);
    await user.clear(date);
    await user.type(date, localDate(tomorrow));
    await user.type(note, '  Choosing a gift  ');
    await user.click(submit);
    expect(await main.findByRole('heading', { name: 'Your session is booked' })).toHaveFocus();
    expect(
      main.getByText(/We have sent you an email with the time and an invitation for your calendar/),
    ).toBeVisible();
    const [call] = api.callsTo('POST', '/api/assist');
    const sent = call?.body as { type: string; time: string };
    expect(sent.type).toBe('Scheduled Session');
    expect(new Date(sent.time).getTime()).toBe(new Date(`${localDate(tomorrow)}T10:30`).getTime());
    await waitFor(() => expect(api.callsTo('POST', '/api/messages')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/messages')[0]?.body).toMatchObject({
      content: 'About my scheduled session: Choosing a gift',
    });
  });

  it(`refuses a date more than 90 days ahead with the contract's message`, async () => {
    const { user, main, submit, date, time } = await openForm();
    await user.type(date, localDate(new Date(Date.now() + 92 * DAY_MS)));
    await user.type(time, '10:30');
    await user.click(submit);
    expect(main.getByRole('alert')).toHaveTextContent('Choose a date within the next 90 days.');
    expect(date).toHaveAccessibleDescription('Choose a date within the next 90 days.');
    expect(api.callsTo('POST', '/api/assist')).toHaveLength(0);
  });
});
