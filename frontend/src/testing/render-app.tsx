// Renders the whole SPA (providers + route table) on a memory router at a given address.
import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import {
  UNSAFE_createMemoryHistory,
  unstable_HistoryRouter as HistoryRouter,
  type Location,
  type To,
} from 'react-router-dom';
import { AppProviders } from '../app/providers';
import { AppRoutes } from '../app/router';
import type { ConnectSocket, RealtimeSocket } from '../lib/socket';
import { createTestQueryClient } from './query';

/** A socket.io stand-in: `serverEmit` plays the server pushing an event. */
export function fakeSocket() {
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
  const emitted: Array<{ event: string; args: unknown[] }> = [];
  const tokens: string[] = [];
  let disconnected = 0;
  const socket: RealtimeSocket = {
    on: (event, listener) => {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)?.add(listener);
    },
    off: (event, listener) => {
      if (listener) listeners.get(event)?.delete(listener);
      else listeners.delete(event);
    },
    emit: (event, ...args) => {
      emitted.push({ event, args });
    },
    disconnect: () => {
      disconnected += 1;
    },
  };
  const connect: ConnectSocket = async (token) => {
    tokens.push(token);
    return socket;
  };
  return {
    connect,
    emitted,
    tokens,
    disconnected: () => disconnected,
    serverEmit: (event: string, ...args: unknown[]) => {
      for (const listener of listeners.get(event) ?? []) listener(...args);
    },
    listening: (event: string) => (listeners.get(event)?.size ?? 0) > 0,
  };
}

/** The app's address as the tests read it and move it, as soon as it moves (before the page renders). */
export interface TestRouter {
  readonly state: { readonly location: Location };
  navigate: (to: To | number) => void;
}

export function renderApp(
  path: string,
  options: {
    socket?: ReturnType<typeof fakeSocket>;
    /** The assistance service's socket (live help). */
    assistSocket?: ReturnType<typeof fakeSocket>;
    queryClient?: QueryClient;
  } = {},
) {
  const history = UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true });
  const router: TestRouter = {
    state: {
      get location() {
        return history.location;
      },
    },
    navigate: (to) => (typeof to === 'number' ? history.go(to) : history.push(to)),
  };
  const socket = options.socket ?? fakeSocket();
  const assistSocket = options.assistSocket ?? fakeSocket();
  const queryClient = options.queryClient ?? createTestQueryClient();
  const view = render(
    <AppProviders
      connectSocket={socket.connect}
      connectAssistSocket={assistSocket.connect}
      queryClient={queryClient}
    >
      <HistoryRouter history={history}>
        <AppRoutes />
      </HistoryRouter>
    </AppProviders>,
  );
  return { ...view, router, socket, assistSocket, queryClient };
}
