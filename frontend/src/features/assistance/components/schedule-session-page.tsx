// /schedule-session: book a helper for later with the browser's own date and time fields (future only, at
// most 90 days ahead; the service refuses the past too), and an optional note of what the shopper needs,
// which becomes the first message of their conversation. react-hook-form checks the form with the contract's
// scheduleSessionFormSchema (zodResolver): one message at a time, in the form's alert, tied to the field to
// change, which takes focus (in the shop's language: the contract's English messages are matched to the
// catalogue's). A booked session is shown with its time in words and can be cancelled.
import { zodResolver } from '@hookform/resolvers/zod';
import type { AssistRequest } from '@store/contracts/assistance';
import {
  MAX_SCHEDULE_NOTE_LENGTH,
  scheduleMessages,
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
import { useI18n, type MessageKey } from '../../../i18n/i18n';
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

const DAY_MS = 86_400_000;

/** The contract's messages for the date and time, as the catalogue says them. */
const scheduleMessageKeys: Record<keyof typeof scheduleMessages, MessageKey> = {
  noDate: 'schedule.errors.noDate',
  noTime: 'schedule.errors.noTime',
  invalid: 'schedule.errors.invalid',
  past: 'schedule.errors.past',
  tooFar: 'schedule.errors.tooFar',
};

/** The catalogue's message for what the form's schema said about `field`. */
function formMessageKey(field: 'date' | 'time' | 'note', contractMessage: string | undefined): MessageKey {
  if (field === 'note') return 'schedule.errors.noteTooLong';
  const known = (Object.keys(scheduleMessages) as (keyof typeof scheduleMessages)[]).find(
    (name) => scheduleMessages[name] === contractMessage,
  );
  return known ? scheduleMessageKeys[known] : 'schedule.errors.invalid';
}

/** YYYY-MM-DD of `date` in the shopper's own time zone (what a date input speaks). */
export function localDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function ScheduleSessionPage() {
  const { t, tRich } = useI18n();
  const { user } = useSession();
  const mine = useMyRequest();
  const request = mine.data?.assist ?? null;
  const [justBooked, setJustBooked] = useState(false);

  let body;
  if (!user) body = <SignInFirst returnTo={paths.scheduleSession} message="liveHelp.signInFirst.schedule" />;
  else if (user.role !== 'shopper') body = <ShoppersOnly />;
  else if (mine.isPending) body = <p role="status">{t('schedule.loading')}</p>;
  else if (request?.type === 'Scheduled Session') body = <Booked request={request} focus={justBooked} />;
  else if (request)
    body = (
      <p>
        {tRich('schedule.liveRequestOpen', {
          link: (chunks) => <Link to={paths.liveWait}>{chunks}</Link>,
        })}
      </p>
    );
  else body = <ScheduleForm shopperId={user.id} onBooked={() => setJustBooked(true)} />;

  const title = t('schedule.title');
  return (
    <div className="page container live-help">
      <PageHeading title={title}>{title}</PageHeading>
      {body}
    </div>
  );
}

function Booked({ request, focus }: { request: AssistRequest; focus: boolean }) {
  const { t, tRich, date } = useI18n();
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
        {t('schedule.booked.title')}
      </h2>
      <p role="status">
        {tRich('schedule.booked.when', {
          time: timeInWords(date, request.scheduledFor ?? request.time),
          strong: (chunks) => <strong>{chunks}</strong>,
        })}
      </p>
      <p>{t('schedule.booked.mailed')}</p>
      <div className="live-help__actions">
        <button type="button" className="button" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
          {t('schedule.booked.cancel')}
        </button>
        <Link to={paths.collection} className="button">
          {t('liveHelp.continueShopping')}
        </Link>
      </div>
      {cancel.isError && (
        <p role="alert" className="form-message form-message--error">
          {apiErrorMessage(cancel.error, t('schedule.booked.cancelFailed'))}
        </p>
      )}
    </section>
  );
}

function ScheduleForm({ shopperId, onBooked }: { shopperId: string; onBooked: () => void }) {
  const { t, language } = useI18n();
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
      const answer = await createRequest({ type: 'Scheduled Session', time, language });
      if (answer.assist.type === 'Scheduled Session' && note) {
        // The note travels as the conversation's first message, where the helper reads it.
        await sendMessage({
          userId: shopperId,
          from: 'user',
          content: t('schedule.noteMessage', { note }),
          clientMessageId: newClientMessageId(),
          lang: language,
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
  const message = wrong
    ? t(formMessageKey(wrong, errors[wrong]?.message), {
        days: MAX_SCHEDULE_AHEAD_DAYS,
        max: MAX_SCHEDULE_NOTE_LENGTH,
      })
    : failure;
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
      <p>{t('schedule.form.intro')}</p>
      <div className="field">
        <label htmlFor={ids.date}>{t('schedule.form.date')}</label>
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
        <label htmlFor={ids.time}>{t('schedule.form.time')}</label>
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
        <label htmlFor={ids.note}>{t('schedule.form.note')}</label>
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
          {book.isPending ? t('schedule.form.booking') : t('schedule.form.book')}
        </button>
      </div>
    </form>
  );
}
