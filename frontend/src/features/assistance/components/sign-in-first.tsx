// Live help needs an account: a guest is asked to sign in and is brought back to where they were.
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useI18n, type MessageKey } from '../../../i18n/i18n';

export const signInPath = (returnTo: string) => `${paths.login}?next=${encodeURIComponent(returnTo)}`;

/** `message`: why to sign in ("Please sign in first to ask for live help…"). */
export function SignInFirst({ returnTo, message }: { returnTo: string; message: MessageKey }) {
  const { t } = useI18n();
  return (
    <>
      <p>{t(message)}</p>
      <p>
        <Link to={signInPath(returnTo)} className="button button--primary">
          {t('liveHelp.signIn')}
        </Link>
      </p>
    </>
  );
}

/** Shown to a helper or admin on a shopper's live-help screen. */
export function ShoppersOnly() {
  const { tRich } = useI18n();
  return (
    <p>
      {tRich('liveHelp.shoppersOnly', {
        link: (chunks) => <Link to={paths.assisDash}>{chunks}</Link>,
      })}
    </p>
  );
}
