// Admin newsletter: how many addresses are subscribed, and a subject and text to send them (through the mail
// queue, one mail each, with its one-click unsubscribe). A missing field is tied to its message and takes
// the focus; the outcome is the section's status (queued) or alert (refused).
import { NEWSLETTER_SUBJECT_MAX, NEWSLETTER_TEXT_MAX } from '@store/contracts/newsletter';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { useI18n } from '../../../i18n/i18n';
import { messageForError } from '../../../lib/error-messages';
import { useNewsletterStats, useSendNewsletter } from '../api/newsletter-admin';

type Field = 'subject' | 'text';

export function NewsletterAdmin() {
  const { t } = useI18n();
  const stats = useNewsletterStats();
  const send = useSendNewsletter();
  const [values, setValues] = useState<Record<Field, string>>({ subject: '', text: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [queued, setQueued] = useState<number | null>(null);
  const [failure, setFailure] = useState('');
  const ids = { subject: useId(), text: useId() };
  const subjectRef = useRef<HTMLInputElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const found: Partial<Record<Field, string>> = {};
    if (!values.subject.trim()) found.subject = t('admin.newsletter.subjectRequired');
    if (!values.text.trim()) found.text = t('admin.newsletter.textRequired');
    setErrors(found);
    if (found.subject || found.text) {
      (found.subject ? subjectRef : textRef).current?.focus();
      return;
    }
    setQueued(null);
    setFailure('');
    try {
      setQueued(await send.mutateAsync({ subject: values.subject.trim(), text: values.text.trim() }));
      setValues({ subject: '', text: '' });
    } catch (error) {
      setFailure(t('admin.newsletter.failed', { reason: messageForError(error) }));
    }
  };

  const describedBy = (field: Field) => (errors[field] ? `${ids[field]}-error` : undefined);
  const error = (field: Field) =>
    errors[field] && (
      <p id={`${ids[field]}-error`} className="field__error">
        {errors[field]}
      </p>
    );

  return (
    <section aria-labelledby="admin-newsletter" className="admin__section">
      <h2 id="admin-newsletter">{t('admin.newsletter.heading')}</h2>
      <p>
        {stats.isPending
          ? t('admin.loading')
          : stats.isError
            ? messageForError(stats.error)
            : t('admin.newsletter.subscribers', { count: stats.data })}
      </p>
      <form
        className="review-form"
        noValidate
        aria-busy={send.isPending}
        onSubmit={(event) => void submit(event)}
      >
        <div className="field">
          <label htmlFor={ids.subject}>{t('admin.newsletter.subject')}</label>
          <input
            ref={subjectRef}
            id={ids.subject}
            className="input"
            maxLength={NEWSLETTER_SUBJECT_MAX}
            value={values.subject}
            aria-invalid={errors.subject ? true : undefined}
            aria-describedby={describedBy('subject')}
            onChange={(event) => setValues((before) => ({ ...before, subject: event.target.value }))}
          />
          {error('subject')}
        </div>
        <div className="field">
          <label htmlFor={ids.text}>{t('admin.newsletter.text')}</label>
          <textarea
            ref={textRef}
            id={ids.text}
            className="input"
            rows={8}
            maxLength={NEWSLETTER_TEXT_MAX}
            value={values.text}
            aria-invalid={errors.text ? true : undefined}
            aria-describedby={describedBy('text')}
            onChange={(event) => setValues((before) => ({ ...before, text: event.target.value }))}
          />
          {error('text')}
        </div>
        <p role="status" className="form-message form-message--success">
          {queued === null ? '' : t('admin.newsletter.queued', { count: queued })}
        </p>
        <p role="alert" className="form-message form-message--error">
          {failure}
        </p>
        <div className="review-form__actions">
          <button type="submit" className="button button--primary" aria-disabled={send.isPending}>
            {send.isPending && <Spinner size={20} />}
            {t('admin.newsletter.send')}
          </button>
        </div>
      </form>
    </section>
  );
}
