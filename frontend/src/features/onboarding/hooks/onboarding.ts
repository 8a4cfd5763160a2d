// The first-visit onboarding flag (spec §3: kept in local storage). Until it is set only the intro
// routes exist; completeOnboarding() sets it and every subscriber re-renders with the full routes.
import { useSyncExternalStore } from 'react';
import { readString, storageKeys, writeString } from '../../../lib/storage';

const listeners = new Set<() => void>();

export function isOnboardingComplete(): boolean {
  return readString(storageKeys.onboarding) === 'true';
}

export function completeOnboarding(): void {
  writeString(storageKeys.onboarding, 'true');
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === storageKeys.onboarding) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useOnboardingComplete(): boolean {
  return useSyncExternalStore(subscribe, isOnboardingComplete, () => false);
}
