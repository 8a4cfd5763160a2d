// Everything the screens share: accessibility settings (and their live region), the session, the cart bound to the session's
// token, and the toast region.
import type { ReactNode } from 'react';
import { ToastRegion } from '../components/ui/toast-region';
import { CartProvider } from '../features/cart/hooks/cart-context';
import { AccountSettingsSync } from '../lib/account-settings-sync';
import { AccessibilitySettingsProvider } from '../lib/accessibility-settings';
import { LiveAnnouncer } from '../lib/announcer';
import { messages, notify } from '../lib/notify';
import { SessionProvider, useSession } from '../lib/session';
import type { ConnectSocket } from '../lib/socket';

function SessionCart({ children, connectSocket }: { children: ReactNode; connectSocket?: ConnectSocket }) {
  const { token } = useSession();
  return (
    <CartProvider token={token} connectSocket={connectSocket}>
      {children}
    </CartProvider>
  );
}

export function AppProviders({
  children,
  connectSocket,
}: {
  children: ReactNode;
  connectSocket?: ConnectSocket;
}) {
  return (
    <AccessibilitySettingsProvider>
      <SessionProvider onExpired={() => notify.info(messages.sessionExpired, { toastId: 'session-expired' })}>
        <AccountSettingsSync />
        <SessionCart connectSocket={connectSocket}>{children}</SessionCart>
      </SessionProvider>
      <ToastRegion />
      <LiveAnnouncer />
    </AccessibilitySettingsProvider>
  );
}
