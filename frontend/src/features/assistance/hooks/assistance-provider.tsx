// Live help's shared state: the assistance socket of a signed-in shopper or helper (its events written
// into the query cache, so every screen showing requests, the queue or a conversation updates at once), and
// the chat widget's open/minimised state, remembered across visits.
import type {
  AssistRequest,
  ChatMessage,
  HelperJoinedPayload,
  MyAssistResponse,
  QueuePositionPayload,
  RequestRemovedPayload,
} from '@store/contracts/assistance';
import { ASSIST_SOCKET_EVENTS } from '@store/contracts/constants';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';
import {
  connectAssistSocket as defaultConnect,
  type ConnectSocket,
  type RealtimeSocket,
} from '../../../lib/socket';
import { readJson, writeJson } from '../../../lib/storage';
import { mergeMessages } from '../utils/merge-messages';

/** localStorage: whether the widget is open, and the last message the shopper saw in it. */
export const CHAT_WIDGET_KEY = 'chatWidget';

interface WidgetMemory {
  open: boolean;
  /** The last message shown when the widget was minimised; later helper messages count as unread. */
  seenId: string | null;
}

function readWidgetMemory(): WidgetMemory {
  const raw = readJson(CHAT_WIDGET_KEY);
  if (!raw || typeof raw !== 'object') return { open: true, seenId: null };
  const record = raw as Record<string, unknown>;
  return {
    open: record.open !== false,
    seenId: typeof record.seenId === 'string' ? record.seenId : null,
  };
}

export interface AssistanceValue {
  socket: RealtimeSocket | null;
  /** True while the assistance socket is connected; while false, screens poll every 2 seconds. */
  connected: boolean;
  chatOpen: boolean;
  /** The last message seen before the widget was minimised. */
  seenId: string | null;
  openChat: () => void;
  /** Minimises the widget; `lastSeenId` is the newest message it showed. */
  minimiseChat: (lastSeenId: string | null) => void;
  /** Why the shopper's session ended, when a helper ended it (cleared by the next request). */
  endedByHelper: boolean;
  clearEnded: () => void;
}

const AssistanceContext = createContext<AssistanceValue | null>(null);

const helperAccepted = (payload: HelperJoinedPayload) => (old: MyAssistResponse | undefined) =>
  old?.assist && old.assist._id === payload.requestId
    ? {
        ...old,
        assist: {
          ...old.assist,
          accept: true,
          helperId: payload.helperId,
          helperName: payload.helperName,
        },
        queuePosition: null,
      }
    : old;

const upsertRequest = (request: AssistRequest) => (old: AssistRequest[] | undefined) => {
  if (!old) return old;
  const others = old.filter((item) => item._id !== request._id);
  return [...others, request].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
};

/** Writes the socket's events into the cache; returns a function that stops listening. */
function writeEventsIntoCache(
  socket: RealtimeSocket,
  queryClient: QueryClient,
  role: 'shopper' | 'helper',
  onEndedByHelper: () => void,
): () => void {
  const handlers: Record<string, (payload: never) => void> = {
    [ASSIST_SOCKET_EVENTS.message]: (message: ChatMessage) => {
      // Only into a conversation already loaded: a partial list would hide the earlier messages.
      queryClient.setQueryData<ChatMessage[]>(queryKeys.assistance.conversation(message.userId), (old) =>
        old ? mergeMessages(old, [message]) : old,
      );
    },
    [ASSIST_SOCKET_EVENTS.helperJoined]: (payload: HelperJoinedPayload) => {
      queryClient.setQueryData<MyAssistResponse>(queryKeys.assistance.mine, helperAccepted(payload));
    },
    [ASSIST_SOCKET_EVENTS.queuePosition]: (payload: QueuePositionPayload) => {
      queryClient.setQueryData<MyAssistResponse>(queryKeys.assistance.mine, (old) =>
        old?.assist && old.assist._id === payload.requestId
          ? { ...old, queuePosition: payload.position }
          : old,
      );
    },
    [ASSIST_SOCKET_EVENTS.requestRemoved]: (payload: RequestRemovedPayload) => {
      if (role === 'shopper') {
        const held = queryClient.getQueryData<MyAssistResponse>(queryKeys.assistance.mine);
        if (held?.assist?._id !== payload._id) return;
        queryClient.setQueryData<MyAssistResponse>(queryKeys.assistance.mine, {
          success: true,
          assist: null,
          queuePosition: null,
        });
        if (payload.by === 'helper') onEndedByHelper();
        return;
      }
      queryClient.setQueryData<AssistRequest[]>(queryKeys.assistance.requests(), (old) =>
        old?.filter((request) => request._id !== payload._id),
      );
    },
    [ASSIST_SOCKET_EVENTS.requestCreated]: (request: AssistRequest) => {
      queryClient.setQueryData<AssistRequest[]>(queryKeys.assistance.requests(), upsertRequest(request));
    },
    [ASSIST_SOCKET_EVENTS.requestUpdated]: (request: AssistRequest) => {
      queryClient.setQueryData<AssistRequest[]>(queryKeys.assistance.requests(), upsertRequest(request));
    },
  };
  const listeners = Object.entries(handlers).map(([event, handler]) => {
    const listener = (payload: unknown) => handler(payload as never);
    socket.on(event, listener);
    return [event, listener] as const;
  });
  return () => {
    for (const [event, listener] of listeners) socket.off(event, listener);
  };
}

export function AssistanceProvider({
  children,
  connectSocket = defaultConnect,
}: {
  children: ReactNode;
  connectSocket?: ConnectSocket;
}) {
  const { token, user } = useSession();
  const queryClient = useQueryClient();
  const role = user?.role === 'shopper' || user?.role === 'helper' ? user.role : null;
  const [socket, setSocket] = useState<RealtimeSocket | null>(null);
  const [connected, setConnected] = useState(false);
  const [memory, setMemory] = useState(readWidgetMemory);
  const [endedByHelper, setEndedByHelper] = useState(false);

  useEffect(() => {
    if (!token || !role) return;
    const closed = new AbortController();
    let current: RealtimeSocket | null = null;
    let stopCache: () => void = () => undefined;
    const onConnect = () => {
      setConnected(true);
      // Whatever happened while the socket was down: read it again (conversations read only what is new).
      void queryClient.invalidateQueries({ queryKey: queryKeys.assistance.all });
    };
    const onDisconnect = () => setConnected(false);
    connectSocket(token, closed.signal)
      .then((connected) => {
        if (!connected) return;
        if (closed.signal.aborted) {
          connected.disconnect();
          return;
        }
        current = connected;
        stopCache = writeEventsIntoCache(connected, queryClient, role, () => setEndedByHelper(true));
        connected.on('connect', onConnect);
        connected.on('disconnect', onDisconnect);
        connected.on('connect_error', onDisconnect);
        setSocket(connected);
      })
      // Without the socket, live help still works by polling every 2 seconds.
      .catch(() => undefined);
    return () => {
      closed.abort();
      stopCache();
      current?.off('connect', onConnect);
      current?.off('disconnect', onDisconnect);
      current?.off('connect_error', onDisconnect);
      current?.disconnect();
      setSocket(null);
      setConnected(false);
    };
  }, [token, role, connectSocket, queryClient]);

  const remember = useCallback((next: WidgetMemory) => {
    writeJson(CHAT_WIDGET_KEY, next);
    setMemory(next);
  }, []);
  const openChat = useCallback(() => remember({ ...readWidgetMemory(), open: true }), [remember]);
  const minimiseChat = useCallback(
    (lastSeenId: string | null) => remember({ open: false, seenId: lastSeenId }),
    [remember],
  );
  const clearEnded = useCallback(() => setEndedByHelper(false), []);

  const value = useMemo<AssistanceValue>(
    () => ({
      socket,
      connected,
      chatOpen: memory.open,
      seenId: memory.seenId,
      openChat,
      minimiseChat,
      endedByHelper,
      clearEnded,
    }),
    [socket, connected, memory, openChat, minimiseChat, endedByHelper, clearEnded],
  );
  return <AssistanceContext value={value}>{children}</AssistanceContext>;
}

export function useAssistance(): AssistanceValue {
  const value = use(AssistanceContext);
  if (!value) throw new Error('useAssistance must be used inside <AssistanceProvider>');
  return value;
}

/** Listens to one event of the assistance socket while mounted. */
export function useAssistSocketEvent<T>(event: string, listener: (payload: T) => void) {
  const { socket } = useAssistance();
  const handler = useRef(listener);
  useEffect(() => {
    handler.current = listener;
  });
  useEffect(() => {
    if (!socket) return;
    const onEvent = (payload: unknown) => handler.current(payload as T);
    socket.on(event, onEvent);
    return () => {
      socket.off(event, onEvent);
    };
  }, [socket, event]);
}
