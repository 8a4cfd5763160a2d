// The browser storage the SPA keeps, under the keys the spec names. Reads never throw: storage can be
// disabled or hold something old, and the shop must still open.
export const storageKeys = {
  token: 'token',
  userInfo: 'userInfo',
  guestCart: 'cartItems',
  onboarding: 'onboardingComplete',
  accessibility: 'accessibilitySettings',
  /** The id of the signed-in shopper whose latest settings change is not yet saved with their account. */
  accessibilityUnsaved: 'accessibilitySettingsUnsaved',
} as const;

export function readString(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function readJson(key: string): unknown {
  const raw = readString(key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

export function writeString(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Private mode or a full quota: the state still lives in memory for this visit.
  }
}

export function writeJson(key: string, value: unknown): void {
  writeString(key, value === undefined ? null : JSON.stringify(value));
}
