// Everything the screens share: the server-state cache, accessibility settings (and their live region,
// kept with the account when signed in), the session, its socket, the cart bound to the session's token,
// and the toast region.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ToastRegion } from '../components/ui/toast-region';
import { CartProvider } from '../features/cart/hooks/cart-context';
import { AccountSettingsSync } from '../lib/account-settings-sync';
import { AccessibilitySettingsProvider } from '../lib/accessibility-settings';
import { LiveAnnouncer } from '../lib/announcer';
import { messages, notify } from '../lib/notify';
import { createQueryClient } from '../lib/query-client';
import { sessionScopedRoots } from '../lib/query-keys';
import { RealtimeProvider } from '../lib/realtime';
import { SessionProvider, useSession } from '../lib/session';
import type { ConnectSocket } from '../lib/socket';

function SessionCart({ children, connectSocket }: { children: ReactNode; connectSocket?: ConnectSocket }) {
  const { token } = useSession();
  return (
    <RealtimeProvider token={token} connectSocket={connectSocket}>
      <CartProvider token={token}>{children}</CartProvider>
    </RealtimeProvider>
  );
}

export function AppProviders({
  children,
  connectSocket,
  queryClient: givenClient,
}: {
  children: ReactNode;
  connectSocket?: ConnectSocket;
  /** Tests hand in a fresh client without retries; the app makes its own. */
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => givenClient ?? createQueryClient());
  // One person's orders, cart or requests must never show to the next one signing in on this browser.
  const dropSessionData = () =>
    queryClient.removeQueries({
      predicate: (query) => sessionScopedRoots.includes(String(query.queryKey[0])),
    });
  return (
    <QueryClientProvider client={queryClient}>
      <AccessibilitySettingsProvider>
        <SessionProvider
          onExpired={() => notify.info(messages.sessionExpired, { toastId: 'session-expired' })}
          onChange={dropSessionData}
        >
          <AccountSettingsSync />
          <SessionCart connectSocket={connectSocket}>{children}</SessionCart>
        </SessionProvider>
        <ToastRegion />
        <LiveAnnouncer />
      </AccessibilitySettingsProvider>
    </QueryClientProvider>
  );
}
