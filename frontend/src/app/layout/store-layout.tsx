// The shop's frame after onboarding: skip link, accessibility taskbar, header, the collection's search bar, the
// page in <main>, the footer, and the live chat widget (on every page, the introduction's too). Pages are
// code-split, so <main> shows a short loading status while one arrives.
import { Suspense, useRef, useState } from 'react';
import { Outlet, useLocation, useSearchParams } from 'react-router-dom';
import { ScrollRestoration } from '../scroll-restoration';
import { paths } from '../../config/paths';
import { ChatWidget } from '../../features/assistance';
import { useCart } from '../../features/cart';
import { useProductsByIds } from '../../features/product';
import { useOnboardingComplete } from '../../features/onboarding';
import { useI18n } from '../../i18n/i18n';
import { AccessibilityShell, StoreTaskbar } from './accessibility-shell';
import { Footer } from './footer';
import { Header, SEARCH_BAR_ID } from './header';
import { SearchBar } from './search-bar';

export const MAIN_ID = 'main-content';

/**
 * The live chat widget, told whether the introduction is done (live help opens only after it), with the
 * catalogue and cart for the products a helper sends.
 */
function LiveChat() {
  const { addToCart } = useCart();
  return <ChatWidget onboardingComplete={useOnboardingComplete()} shop={{ useProductsByIds, addToCart }} />;
}

export function PageLoading() {
  const { t } = useI18n();
  return (
    <p className="page-loading" role="status">
      {t('common.loading')}
    </p>
  );
}

export function SkipLink() {
  const { t } = useI18n();
  return (
    <a className="skip-link" href={`#${MAIN_ID}`}>
      {t('common.skipToMain')}
    </a>
  );
}

export function StoreLayout() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const [searchOpen, setSearchOpen] = useState(() => params.has('search'));
  const searchToggle = useRef<HTMLButtonElement>(null);
  const searchVisible = searchOpen && pathname === paths.collection;

  return (
    <AccessibilityShell>
      <SkipLink />
      <StoreTaskbar />
      <Header
        searchOpen={searchVisible}
        searchToggleRef={searchToggle}
        onToggleSearch={() => setSearchOpen((open) => !(open && pathname === paths.collection))}
      />
      {searchVisible && (
        <SearchBar
          id={SEARCH_BAR_ID}
          onClose={() => {
            setSearchOpen(false);
            searchToggle.current?.focus();
          }}
        />
      )}
      <main id={MAIN_ID} tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <LiveChat />
      <ScrollRestoration />
    </AccessibilityShell>
  );
}

/** The introduction's frame: no header or footer before onboarding is complete (spec §2). */
export function OnboardingLayout() {
  return (
    <AccessibilityShell>
      <SkipLink />
      <StoreTaskbar />
      <main id={MAIN_ID} tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <LiveChat />
      <ScrollRestoration />
    </AccessibilityShell>
  );
}
