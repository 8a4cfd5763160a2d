// The pages a newsletter mail links to: confirming a subscription, or unsubscribing. Each asks for one press
// (a mail scanner opening the link changes nothing), then says what happened in the page's status, or why
// the link does not work in its alert.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PageHeading } from '../../../components/ui/page-heading';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useI18n } from '../../../i18n/i18n';
import { messageForError } from '../../../lib/error-messages';
import { confirmSubscription, unsubscribe } from '../api/newsletter-api';

const words = {
  confirm: {
    title: 'newsletter.confirm.title',
    intro: 'newsletter.confirm.intro',
    button: 'newsletter.confirm.button',
    done: 'newsletter.confirm.done',
  },
  unsubscribe: {
    title: 'newsletter.unsubscribe.title',
    intro: 'newsletter.unsubscribe.intro',
    button: 'newsletter.unsubscribe.button',
    done: 'newsletter.unsubscribe.done',
  },
} as const;

export function NewsletterLinkPage({ action, token }: { action: 'confirm' | 'unsubscribe'; token: string }) {
  const { t } = useI18n();
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const [failure, setFailure] = useState('');
  const text = words[action];

  const press = async () => {
    if (state !== 'idle') return;
    setState('busy');
    setFailure('');
    try {
      await (action === 'confirm' ? confirmSubscription(token) : unsubscribe(token));
      setState('done');
    } catch (error) {
      setFailure(messageForError(error));
      setState('idle');
    }
  };

  return (
    <div className="narrow-form">
      <PageHeading title={t(text.title)}>{t(text.title)}</PageHeading>
      {state !== 'done' && <p>{t(text.intro)}</p>}
      <p role="status" className="form-message form-message--success">
        {state === 'done' ? t(text.done) : ''}
      </p>
      <p role="alert" className="form-message form-message--error">
        {failure}
      </p>
      {state === 'done' ? (
        <Link to={paths.home} className="button button--primary">
          {t('newsletter.backToShop')}
        </Link>
      ) : (
        <button
          type="button"
          className="button button--primary"
          aria-disabled={state === 'busy'}
          onClick={() => void press()}
        >
          {state === 'busy' && <Spinner size={20} />}
          {t(text.button)}
        </button>
      )}
    </div>
  );
}
