// /schedule-session: book a helper for later with the browser's own date and time fields (future only, at
// most 90 days ahead; the service refuses the past too), and an optional note of what the shopper needs,
// which becomes the first message of their conversation. A booked session is shown with its time in words
// and can be cancelled.
import type { AssistRequest } from '@store/contracts/assistance';
import { MAX_MESSAGE_LENGTH, MAX_SCHEDULE_AHEAD_DAYS } from '@store/contracts/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { PageHeading } from '../../../components/ui/page-heading';
import { paths } from '../../../config/paths';
import { apiErrorMessage } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';
import { sendMessage } from '../api/messages';
import { closeRequest, createRequest } from '../api/requests';
import { newClientMessageId } from '../hooks/use-chat-sender';
import { useMyRequest } from '../hooks/use-live-help-queries';
import { timeInWords } from '../utils/time-words';
import { ShoppersOnly, SignInFirst } from './sign-in-first';
import './live-help.css';

const TITLE = 'Schedule a Session';
const DAY_MS = 86_400_000;

/** YYYY-MM-DD of `date` in the shopper's own time zone (what a date input speaks). */
export function localDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The chosen local date and time as an instant, or a message saying what is wrong with them. */
export function scheduledInstant(
  date: string,
  time: string,
  now: Date,
): { when: Date } | { field: 'date' | 'time'; message: string } {
  if (!date) return { field: 'date', message: 'Choose a date.' };
  if (!time) return { field: 'time', message: 'Choose a time.' };
  const when = new Date(`${date}T${time}`);
  if (Number.isNaN(when.getTime())) return { field: 'date', message: 'Choose a valid date and time.' };
  if (when.getTime() <= now.getTime()) return { field: 'time', message: 'Choose a time in the future.' };
  if (when.getTime() > now.getTime() + MAX_SCHEDULE_AHEAD_DAYS * DAY_MS) {
    return { field: 'date', message: `Choose a date within the next ${MAX_SCHEDULE_AHEAD_DAYS} days.` };
  }
  return { when };
}

export function ScheduleSessionPage() {
  const { user } = useSession();
  const mine = useMyRequest();
  const request = mine.data?.assist ?? null;
  const [justBooked, setJustBooked] = useState(false);

  let body;
  if (!user) body = <SignInFirst returnTo={paths.scheduleSession} what="schedule a session" />;
  else if (user.role !== 'shopper') body = <ShoppersOnly />;
  else if (mine.isPending) body = <p role="status">Loading…</p>;
  else if (request?.type === 'Scheduled Session') body = <Booked request={request} focus={justBooked} />;
  else if (request)
    body = (
      <p>
        You already have a live help request open, so a session cannot be booked as well.{' '}
        <Link to={paths.liveWait}>Go to your request</Link> to carry on or cancel it.
      </p>
    );
  else body = <ScheduleForm shopperId={user.id} onBooked={() => setJustBooked(true)} />;

  return (
    <div className="page container live-help">
      <PageHeading title={TITLE}>{TITLE}</PageHeading>
      {body}
    </div>
  );
}

function Booked({ request, focus }: { request: AssistRequest; focus: boolean }) {
  const queryClient = useQueryClient();
  const heading = useRef<HTMLHeadingElement>(null);
  // Just booked: the confirmation takes focus, so it is read at once.
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  const cancel = useMutation({
    mutationFn: () => closeRequest(request._id),
    onSuccess: () =>
      queryClient.setQueryData(queryKeys.assistance.mine, {
        success: true,
        assist: null,
        queuePosition: null,
      }),
  });
  return (
    <section aria-labelledby="booked-session">
      <h2 id="booked-session" ref={heading} tabIndex={-1}>
        Your session is booked
      </h2>
      <p role="status">
        A helper will be with you on <strong>{timeInWords(request.scheduledFor ?? request.time)}</strong>.
        Keep this shop open then: your helper will write to you in the live chat.
      </p>
      <div className="live-help__actions">
        <button type="button" className="button" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
          Cancel this session
        </button>
        <Link to={paths.collection} className="button">
          Continue shopping
        </Link>
      </div>
      {cancel.isError && (
        <p role="alert" className="form-message form-message--error">
          {apiErrorMessage(cancel.error, 'The session could not be cancelled. Please try again.')}
        </p>
      )}
    </section>
  );
}

function ScheduleForm({ shopperId, onBooked }: { shopperId: string; onBooked: () => void }) {
  const queryClient = useQueryClient();
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<{ field: 'date' | 'time' | 'form'; message: string } | null>(null);
  const ids = { date: useId(), time: useId(), note: useId(), error: useId() };
  const dateInput = useRef<HTMLInputElement>(null);
  const timeInput = useRef<HTMLInputElement>(null);
  const [today] = useState(() => new Date());

  const book = useMutation({
    mutationFn: async (when: Date) => {
      const answer = await createRequest({ type: 'Scheduled Session', time: when.toISOString() });
      if (answer.assist.type === 'Scheduled Session' && note.trim()) {
        // The note travels as the conversation's first message, where the helper reads it.
        await sendMessage({
          userId: shopperId,
          from: 'user',
          content: `About my scheduled session: ${note.trim()}`,
          clientMessageId: newClientMessageId(),
        }).catch(() => undefined);
      }
      return answer;
    },
    onSuccess: (answer) => {
      onBooked();
      queryClient.setQueryData(queryKeys.assistance.mine, {
        success: true,
        assist: answer.assist,
        queuePosition: answer.queuePosition ?? null,
      });
    },
    onError: (failure) => setError({ field: 'form', message: apiErrorMessage(failure) }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = scheduledInstant(date, time, new Date());
    if ('message' in result) {
      setError(result);
      (result.field === 'date' ? dateInput : timeInput).current?.focus();
      return;
    }
    setError(null);
    book.mutate(result.when);
  };

  const describedBy = (field: 'date' | 'time') => (error?.field === field ? ids.error : undefined);

  return (
    <form className="schedule-form" onSubmit={submit} noValidate>
      <p>Choose when you would like a helper to join you. Times are in your own time zone.</p>
      <div className="field">
        <label htmlFor={ids.date}>Date</label>
        <input
          ref={dateInput}
          id={ids.date}
          className="input"
          type="date"
          required
          min={localDate(today)}
          max={localDate(new Date(today.getTime() + MAX_SCHEDULE_AHEAD_DAYS * DAY_MS))}
          value={date}
          aria-invalid={error?.field === 'date' || undefined}
          aria-describedby={describedBy('date')}
          onChange={(event) => setDate(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={ids.time}>Time</label>
        <input
          ref={timeInput}
          id={ids.time}
          className="input"
          type="time"
          required
          value={time}
          aria-invalid={error?.field === 'time' || undefined}
          aria-describedby={describedBy('time')}
          onChange={(event) => setTime(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={ids.note}>What would you like help with? (optional)</label>
        <textarea
          id={ids.note}
          className="input"
          maxLength={MAX_MESSAGE_LENGTH - 40}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      <p id={ids.error} role="alert" className="form-message form-message--error">
        {error?.message ?? ''}
      </p>
      <div>
        <button type="submit" className="button button--primary" disabled={book.isPending}>
          {book.isPending ? 'Booking…' : 'Book the session'}
        </button>
      </div>
    </form>
  );
}
