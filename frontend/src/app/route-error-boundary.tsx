// A page that throws while rendering gives way to an honest error page (with the error's words for whoever
// is asked for help, and a reload), not a blank screen; moving to another address tries again.
import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { PageHeading } from '../components/ui/page-heading';
import { useI18n } from '../i18n/i18n';
import { SkipLink } from './layout/store-layout';

function RouteError({ error }: { error: unknown }) {
  const { t } = useI18n();
  const message = error instanceof Error ? error.message : undefined;
  return (
    <>
      <SkipLink />
      <main id="main-content" tabIndex={-1} className="page container">
        <PageHeading title={t('errors.page.title')}>{t('errors.page.title')}</PageHeading>
        <p>{t('errors.page.text')}</p>
        {/* The error's own words are the program's (English), kept for whoever is asked for help. */}
        {message && <p>{t('errors.page.details', { message })}</p>}
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {t('errors.page.reload')}
        </button>
      </main>
    </>
  );
}

interface Props {
  /** The address: a new one clears the error. */
  address: string;
  children: ReactNode;
}

class Boundary extends Component<Props, { error: unknown; address: string }> {
  override state = { error: undefined as unknown, address: this.props.address };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  /** A new address clears the error (and is remembered either way). */
  static getDerivedStateFromProps(props: Props, state: { address: string }) {
    return props.address === state.address ? null : { error: undefined, address: props.address };
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <RouteError error={this.state.error} />;
  }
}

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  return <Boundary address={pathname + search}>{children}</Boundary>;
}
