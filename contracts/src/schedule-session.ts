// The Schedule a Session form (live assistance): its rules and messages, for zodResolver in the storefront.
import { z } from 'zod';
import { MAX_MESSAGE_LENGTH, MAX_SCHEDULE_AHEAD_DAYS } from './constants';

const DAY_MS = 86_400_000;
/** The note rides in the first chat message, after 'About my scheduled session: '. */
export const MAX_SCHEDULE_NOTE_LENGTH = MAX_MESSAGE_LENGTH - 40;

/** What the schedule form says about its date and time, one at a time, in this order. */
export const scheduleMessages = {
  noDate: 'Choose a date.',
  noTime: 'Choose a time.',
  invalid: 'Choose a valid date and time.',
  past: 'Choose a time in the future.',
  tooFar: `Choose a date within the next ${MAX_SCHEDULE_AHEAD_DAYS} days.`,
} as const;

/**
 * The Schedule a Session form: a date (YYYY-MM-DD) and a time (HH:MM) as the browser's own fields give them,
 * read in the shopper's time zone, in the future and at most MAX_SCHEDULE_AHEAD_DAYS ahead; and an optional
 * note. One message at a time, on the field to change. Out comes the `time` that createAssistBodySchema
 * takes for a 'Scheduled Session' (ISO) and the trimmed note.
 */
export const scheduleSessionFormSchema = z
  .object({
    date: z.string(),
    time: z.string(),
    note: z
      .string()
      .trim()
      .max(MAX_SCHEDULE_NOTE_LENGTH, {
        message: `The note must be at most ${MAX_SCHEDULE_NOTE_LENGTH} characters.`,
      }),
  })
  .superRefine(({ date, time }, ctx) => {
    const refuse = (field: 'date' | 'time', message: string) =>
      ctx.addIssue({ code: 'custom', path: [field], message });
    if (!date) return refuse('date', scheduleMessages.noDate);
    if (!time) return refuse('time', scheduleMessages.noTime);
    const when = new Date(`${date}T${time}`).getTime();
    const now = Date.now();
    if (Number.isNaN(when)) return refuse('date', scheduleMessages.invalid);
    if (when <= now) return refuse('time', scheduleMessages.past);
    if (when > now + MAX_SCHEDULE_AHEAD_DAYS * DAY_MS) return refuse('date', scheduleMessages.tooFar);
  })
  .transform(({ date, time, note }) => ({ time: new Date(`${date}T${time}`).toISOString(), note }));
export type ScheduleSessionForm = z.input<typeof scheduleSessionFormSchema>;
export type ScheduleSessionFormOutput = z.output<typeof scheduleSessionFormSchema>;
