// Everything the screens share: the server-state cache, accessibility settings (and their live region,
// kept with the account when signed in), the session, its socket, the cart bound to the session's token,
// live help (the assistance socket, the chat widget's state), and the toast region.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ToastRegion } from '../components/ui/toast-region';
import { AssistanceProvider } from '../features/assistance';
import { CartProvider } from '../features/cart';
import { AccountSettingsSync } from '../features/accessibility';
import { AccessibilitySettingsProvider } from '../features/accessibility';
import { LiveAnnouncer } from '../lib/announcer';
import { messages, notify } from '../lib/notify';
import { createQueryClient } from '../lib/query-client';
import { sessionScopedRoots } from '../lib/query-keys';
import { RealtimeProvider } from '../lib/realtime';
import { SessionProvider, useSession } from '../lib/session';
import type { ConnectSocket } from '../lib/socket';

function SessionCart({
  children,
  connectSocket,
  connectAssistSocket,
}: {
  children: ReactNode;
  connectSocket?: ConnectSocket;
  connectAssistSocket?: ConnectSocket;
}) {
  const { token } = useSession();
  return (
    <RealtimeProvider token={token} connectSocket={connectSocket}>
      <CartProvider token={token}>
        <AssistanceProvider connectSocket={connectAssistSocket}>{children}</AssistanceProvider>
      </CartProvider>
    </RealtimeProvider>
  );
}

export function AppProviders({
  children,
  connectSocket,
  connectAssistSocket,
  queryClient: givenClient,
}: {
  children: ReactNode;
  connectSocket?: ConnectSocket;
  /** The assistance service's socket (tests hand in a fake). */
  connectAssistSocket?: ConnectSocket;
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
          <SessionCart connectSocket={connectSocket} connectAssistSocket={connectAssistSocket}>
            {children}
          </SessionCart>
        </SessionProvider>
        <ToastRegion />
        <LiveAnnouncer />
      </AccessibilitySettingsProvider>
    </QueryClientProvider>
  );
}
