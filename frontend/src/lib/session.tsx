// The signed-in session: token and user info, kept in localStorage under the spec's keys, shared with the
// API client, and followed across tabs (signing out in one tab signs out the others).
import { isUserRole, type UserRole } from '@store/contracts/constants';
import type { AuthResponse } from '@store/contracts/users';
import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { configureApiAuth } from './api-client';
import { readJson, readString, storageKeys, writeJson, writeString } from './storage';

export interface UserInfo {
  id: string;
  name: string;
  email: string;
  token: string;
  role: UserRole;
}

interface SessionState {
  token: string | null;
  user: UserInfo | null;
}

export interface SessionValue extends SessionState {
  signIn: (auth: AuthResponse) => void;
  /** Clears token and user info. `reason` is 'expired' when the server refused the token. */
  signOut: (reason?: 'user' | 'expired') => void;
}

const SessionContext = createContext<SessionValue | null>(null);

function readUser(token: string | null): UserInfo | null {
  const raw = readJson(storageKeys.userInfo);
  if (!token || !raw || typeof raw !== 'object') return null;
  const record = raw as Record<string, unknown>;
  const { id, name, email, role } = record;
  if (typeof id !== 'string' || typeof name !== 'string' || typeof email !== 'string') return null;
  return {
    id,
    name,
    email,
    token,
    role: isUserRole(role) ? role : 'shopper',
  };
}

function readSession(): SessionState {
  const token = readString(storageKeys.token);
  return { token, user: readUser(token) };
}

export function SessionProvider({
  children,
  onExpired,
  onChange,
}: {
  children: ReactNode;
  /** Told when the server refused the stored token, so the shell can say so. */
  onExpired?: () => void;
  /** Told before a sign-in, sign-out or another tab's change takes effect (to drop the last person's data). */
  onChange?: () => void;
}) {
  const [state, setState] = useState<SessionState>(readSession);
  const tokenRef = useRef(state.token);
  const onExpiredRef = useRef(onExpired);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    tokenRef.current = state.token;
    onExpiredRef.current = onExpired;
    onChangeRef.current = onChange;
  });

  const signIn = useCallback((auth: AuthResponse) => {
    const user: UserInfo = {
      id: auth.id,
      name: auth.name,
      email: auth.email,
      token: auth.token,
      role: auth.role,
    };
    writeString(storageKeys.token, auth.token);
    writeJson(storageKeys.userInfo, user);
    if (tokenRef.current !== auth.token) onChangeRef.current?.();
    tokenRef.current = auth.token;
    setState({ token: auth.token, user });
  }, []);

  const signOut = useCallback((reason: 'user' | 'expired' = 'user') => {
    writeString(storageKeys.token, null);
    writeString(storageKeys.userInfo, null);
    const hadToken = tokenRef.current !== null;
    if (hadToken) onChangeRef.current?.();
    tokenRef.current = null;
    setState({ token: null, user: null });
    if (reason === 'expired' && hadToken) onExpiredRef.current?.();
  }, []);

  useEffect(
    () => configureApiAuth({ getToken: () => tokenRef.current, onUnauthorized: () => signOut('expired') }),
    [signOut],
  );

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === storageKeys.token || event.key === storageKeys.userInfo) {
        const next = readSession();
        if (next.token !== tokenRef.current) onChangeRef.current?.();
        setState(next);
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const value = useMemo(() => ({ ...state, signIn, signOut }), [state, signIn, signOut]);
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): SessionValue {
  const value = use(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
