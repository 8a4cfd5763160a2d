// The signed-in session's one socket.io connection to the main API, shared by every feature: a feature
// listens with `useRealtimeEvent` and writes what it hears into the query cache. After a reconnection the
// events sent while offline are lost, so every query of the session's data is read again.
import { useQueryClient } from '@tanstack/react-query';
import { createContext, use, useEffect, useRef, useState, type ReactNode } from 'react';
import { sessionScopedRoots } from './query-keys';
import { connectSocket as defaultConnectSocket, type ConnectSocket, type RealtimeSocket } from './socket';

const RealtimeContext = createContext<RealtimeSocket | null>(null);

export function RealtimeProvider({
  token,
  children,
  connectSocket = defaultConnectSocket,
}: {
  /** No token, no socket: guests have no server state to hear about. */
  token: string | null;
  children: ReactNode;
  connectSocket?: ConnectSocket;
}) {
  const queryClient = useQueryClient();
  const [socket, setSocket] = useState<RealtimeSocket | null>(null);

  useEffect(() => {
    if (!token) return;
    let connected: RealtimeSocket | null = null;
    const closed = new AbortController();
    let connectedBefore = false;
    const onConnect = () => {
      if (connectedBefore) {
        void queryClient.invalidateQueries({
          predicate: (query) => sessionScopedRoots.includes(String(query.queryKey[0])),
        });
      }
      connectedBefore = true;
    };
    connectSocket(token, closed.signal)
      .then((opened) => {
        if (!opened) return;
        if (closed.signal.aborted) {
          opened.disconnect();
          return;
        }
        connected = opened;
        opened.on('connect', onConnect);
        setSocket(opened);
      })
      // Without the socket everything still works over REST; only other tabs' changes arrive later.
      .catch(() => undefined);
    return () => {
      closed.abort();
      connected?.off('connect', onConnect);
      connected?.disconnect();
      setSocket(null);
    };
  }, [token, connectSocket, queryClient]);

  return <RealtimeContext value={socket}>{children}</RealtimeContext>;
}

/**
 * Calls `listener` for every `event` the server pushes to this session, while the socket is open. The
 * latest `listener` is always the one called, so it may close over fresh props without re-subscribing.
 */
export function useRealtimeEvent(event: string, listener: (...args: unknown[]) => void): void {
  const socket = use(RealtimeContext);
  const listenerRef = useRef(listener);
  useEffect(() => {
    listenerRef.current = listener;
  });
  useEffect(() => {
    if (!socket) return;
    const onEvent = (...args: unknown[]) => listenerRef.current(...args);
    socket.on(event, onEvent);
    return () => {
      socket.off(event, onEvent);
    };
  }, [socket, event]);
}
