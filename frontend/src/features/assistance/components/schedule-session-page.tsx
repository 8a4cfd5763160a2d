// /schedule-session: book a helper for later with the browser's own date and time fields (future only, at
// most 90 days ahead; the service refuses the past too), and an optional note of what the shopper needs,
// which becomes the first message of their conversation. react-hook-form checks the form with the contract's
// scheduleSessionFormSchema (zodResolver): one message at a time, in the form's alert, tied to the field to
// change, which takes focus. A booked session is shown with its time in words and can be cancelled.
import { zodResolver } from '@hookform/resolvers/zod';
import type { AssistRequest } from '@store/contracts/assistance';
import {
  MAX_SCHEDULE_NOTE_LENGTH,
  scheduleSessionFormSchema,
  type ScheduleSessionForm,
  type ScheduleSessionFormOutput,
} from '@store/contracts/schedule-session';
import { MAX_SCHEDULE_AHEAD_DAYS } from '@store/contracts/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
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
  const [failure, setFailure] = useState('');
  const ids = { date: useId(), time: useId(), note: useId(), error: useId() };
  const [today] = useState(() => new Date());
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ScheduleSessionForm, unknown, ScheduleSessionFormOutput>({
    resolver: zodResolver(scheduleSessionFormSchema),
    defaultValues: { date: '', time: '', note: '' },
    shouldFocusError: true,
  });

  const book = useMutation({
    mutationFn: async ({ time, note }: ScheduleSessionFormOutput) => {
      const answer = await createRequest({ type: 'Scheduled Session', time });
      if (answer.assist.type === 'Scheduled Session' && note) {
        // The note travels as the conversation's first message, where the helper reads it.
        await sendMessage({
          userId: shopperId,
          from: 'user',
          content: `About my scheduled session: ${note}`,
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
    onError: (error) => setFailure(apiErrorMessage(error)),
  });

  // The schema says one thing at a time, on the field to change; it is the form's alert, tied to that field.
  const wrong = errors.date ? 'date' : errors.time ? 'time' : errors.note ? 'note' : null;
  const message = (wrong && errors[wrong]?.message) || failure;
  const invalid = (field: 'date' | 'time' | 'note') =>
    wrong === field ? { 'aria-invalid': true, 'aria-describedby': ids.error } : {};

  return (
    <form
      className="schedule-form"
      noValidate
      onSubmit={(event) => {
        setFailure('');
        void handleSubmit((values) => book.mutate(values))(event);
      }}
    >
      <p>Choose when you would like a helper to join you. Times are in your own time zone.</p>
      <div className="field">
        <label htmlFor={ids.date}>Date</label>
        <input
          id={ids.date}
          className="input"
          type="date"
          required
          min={localDate(today)}
          max={localDate(new Date(today.getTime() + MAX_SCHEDULE_AHEAD_DAYS * DAY_MS))}
          {...invalid('date')}
          {...register('date')}
        />
      </div>
      <div className="field">
        <label htmlFor={ids.time}>Time</label>
        <input
          id={ids.time}
          className="input"
          type="time"
          required
          {...invalid('time')}
          {...register('time')}
        />
      </div>
      <div className="field">
        <label htmlFor={ids.note}>What would you like help with? (optional)</label>
        <textarea
          id={ids.note}
          className="input"
          maxLength={MAX_SCHEDULE_NOTE_LENGTH}
          {...invalid('note')}
          {...register('note')}
        />
      </div>
      <p id={ids.error} role="alert" className="form-message form-message--error">
        {message}
      </p>
      <div>
        <button type="submit" className="button button--primary" disabled={book.isPending}>
          {book.isPending ? 'Booking…' : 'Book the session'}
        </button>
      </div>
    </form>
  );
}
