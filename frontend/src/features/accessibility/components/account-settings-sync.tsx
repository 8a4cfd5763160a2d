// Keeps a signed-in shopper's accessibility settings with their account, so they follow them to another
// device: at sign-in the account's settings replace this device's (or, when the account has none yet, this
// device's are saved to it), unless the shopper changed one while they were being fetched; afterwards every
// change is saved, a moment after the last one.
import { useEffect, useRef } from 'react';
import { useAccessibilitySettings } from '../hooks/accessibility-settings';
import { t } from '../../../i18n/i18n';
import { announce } from '../../../lib/announcer';
import { useSession } from '../../../lib/session';
import { getAccountSettings, saveAccountSettings } from '../api/settings-api';

export const SAVE_DELAY_MS = 600;

/** The same settings always give the same text, whatever order their keys came in. */
function stable(settings: object): string {
  return JSON.stringify(Object.fromEntries(Object.entries(settings).sort(([a], [b]) => a.localeCompare(b))));
}

export function AccountSettingsSync() {
  const { token } = useSession();
  const { overrides, replaceOverrides } = useAccessibilitySettings();
  // What the account holds as far as we know (JSON), per token; null until the first answer arrives.
  const synced = useRef<{ token: string; json: string | null } | null>(null);
  const latest = useRef(overrides);
  useEffect(() => {
    latest.current = overrides;
  });

  useEffect(() => {
    if (!token) {
      synced.current = null;
      return;
    }
    let cancelled = false;
    synced.current = { token, json: null };
    const asked = stable(latest.current);
    getAccountSettings()
      .then(async (answer) => {
        if (cancelled) return;
        const mine = stable(latest.current);
        if (mine !== asked) {
          // The shopper changed a setting while the account's were on their way: that change is newer than
          // anything the account holds, so it stays and is saved rather than being undone under them.
          synced.current = { token, json: mine };
          await saveAccountSettings(latest.current);
        } else if (answer.settings) {
          const theirs = stable(answer.settings);
          synced.current = { token, json: theirs };
          if (theirs !== mine) {
            replaceOverrides(answer.settings);
            announce(t('settings.applied'));
          }
        } else {
          synced.current = { token, json: mine };
          await saveAccountSettings(latest.current);
        }
      })
      // Offline or the server refused: the settings stay on this device, and the next change tries again.
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [token, replaceOverrides]);

  useEffect(() => {
    const state = synced.current;
    if (!token || !state || state.token !== token || state.json === null) return;
    const json = stable(overrides);
    if (json === state.json) return;
    const timer = window.setTimeout(() => {
      saveAccountSettings(overrides)
        .then(() => {
          if (synced.current?.token === token) synced.current = { token, json };
        })
        .catch(() => undefined);
    }, SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [token, overrides]);

  return null;
}
