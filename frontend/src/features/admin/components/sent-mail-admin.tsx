// Demo mode's "Sent mail" (no SMTP server: the store writes each mail as a file): the newest mails, each with
// its subject as a heading, who it went to and when, and its plain-text part in the mail's own language, so
// the whole flow (an order, a status change, a reset link) can be followed on one machine.
import type { SentMail } from '@store/contracts/mail';
import { useId } from 'react';
import { useI18n } from '../../../i18n/i18n';
import { messageForError } from '../../../lib/error-messages';
import { useSentMail } from '../api/sent-mail';

function MailItem({ mail }: { mail: SentMail }) {
  const { t, date } = useI18n();
  const headingId = useId();
  return (
    <li>
      <article className="review" aria-labelledby={headingId}>
        <h3 id={headingId} className="review__heading" lang={mail.language}>
          {mail.subject}
        </h3>
        <p className="review__meta">
          {t('admin.sentMail.meta', {
            to: mail.to,
            date: date(mail.date, { dateStyle: 'medium', timeStyle: 'short' }),
          })}
        </p>
        <p className="review__text" lang={mail.language}>
          {mail.text}
        </p>
      </article>
    </li>
  );
}

export function SentMailAdmin() {
  const { t } = useI18n();
  const mail = useSentMail();
  return (
    <section aria-labelledby="admin-sent-mail" className="admin__section">
      <h2 id="admin-sent-mail">{t('admin.sentMail.heading')}</h2>
      <p className="field__hint">{t('admin.sentMail.intro')}</p>
      <p role="status" className="field__hint">
        {mail.isPending
          ? t('admin.loading')
          : mail.isError
            ? t('admin.sentMail.failed', { reason: messageForError(mail.error) })
            : t('admin.sentMail.count', { shown: mail.data.mails.length, total: mail.data.total })}
      </p>
      {mail.data && mail.data.mails.length > 0 && (
        <ul className="reviews__list" aria-label={t('admin.sentMail.listLabel')}>
          {mail.data.mails.map((each) => (
            <MailItem key={each.id} mail={each} />
          ))}
        </ul>
      )}
      <button type="button" className="button button--small" onClick={() => void mail.refetch()}>
        {t('admin.sentMail.refresh')}
      </button>
    </section>
  );
}
