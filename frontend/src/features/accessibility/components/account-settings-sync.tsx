// Keeps a signed-in shopper's accessibility settings with their account, so they follow them to another
// device: at sign-in the account's settings replace this device's (or, when the account has none yet, this
// device's are saved to it), unless the shopper changed one while they were being fetched; afterwards every
// change is saved, a moment after the last one. A change not saved yet is marked on the device (with the
// shopper's id) until it is, so a page closed within that moment has it saved at the next visit instead of
// undone by the account's older settings. The mark goes when the device's settings are saved to any
// account or replaced by one's, and at sign-out: from then on they are no longer that shopper's change. A
// change still waiting for its save when the shopper signs out is saved at once, with the ending session.
import { useEffect, useRef } from 'react';
import { useAccessibilitySettings } from '../hooks/accessibility-settings';
import { t } from '../../../i18n/i18n';
import { announce } from '../../../lib/announcer';
import { useSession } from '../../../lib/session';
import { readString, storageKeys, writeString } from '../../../lib/storage';
import { getAccountSettings, saveAccountSettings } from '../api/settings-api';

export const SAVE_DELAY_MS = 600;

/** The same settings always give the same text, whatever order their keys came in. */
function stable(settings: object): string {
  return JSON.stringify(Object.fromEntries(Object.entries(settings).sort(([a], [b]) => a.localeCompare(b))));
}

const unsavedFor = () => readString(storageKeys.accessibilityUnsaved);
const markUnsaved = (userId: string) => writeString(storageKeys.accessibilityUnsaved, userId);
const markSaved = () => writeString(storageKeys.accessibilityUnsaved, null);

export function AccountSettingsSync() {
  const { token, user } = useSession();
  const userId = user?.id;
  const { overrides, replaceOverrides } = useAccessibilitySettings();
  // What the account holds as far as we know (JSON), per token; null until the first answer arrives, with
  // the device's settings as they were when it was asked for.
  const synced = useRef<{ token: string; json: string | null; asked: string } | null>(null);
  const latest = useRef(overrides);
  useEffect(() => {
    latest.current = overrides;
  });
  // The change whose save is waiting out SAVE_DELAY_MS, and the session it belongs to.
  const waiting = useRef<{ token: string; settings: typeof overrides } | null>(null);
  useEffect(
    () => () => {
      // Signed out (here or in another tab): the waiting change is saved now, with the session's own token,
      // instead of being dropped with the timer. After a renewed token the sync below saves it (it is marked
      // as this shopper's); another account's sign-in treats it as any other shopper's unsaved change; an
      // app unmounting with the shopper still signed in sends nothing.
      const change = waiting.current;
      waiting.current = null;
      if (!change || readString(storageKeys.token) !== null) return;
      saveAccountSettings(change.settings, change.token)
        .then(() => {
          if (stable(latest.current) === stable(change.settings)) markSaved();
        })
        .catch(() => undefined);
    },
    [token],
  );

  useEffect(() => {
    if (!token) {
      // Signed out: what the device holds is no longer one shopper's change waiting for their account.
      if (synced.current) markSaved();
      synced.current = null;
      return;
    }
    let cancelled = false;
    const asked = stable(latest.current);
    synced.current = { token, json: null, asked };
    const save = async (json: string) => {
      synced.current = { token, json, asked };
      // Another shopper's unsaved change goes into this account with the device's settings, never into theirs.
      if (unsavedFor() !== userId) markSaved();
      await saveAccountSettings(latest.current);
      if (stable(latest.current) === json) markSaved();
    };
    getAccountSettings()
      .then(async (answer) => {
        if (cancelled) return;
        const mine = stable(latest.current);
        if (mine !== asked || (userId !== undefined && unsavedFor() === userId)) {
          // The shopper changed a setting while the account's were on their way, or on the last visit
          // without it being saved: that change is newer than anything the account holds, so it stays and
          // is saved rather than being undone under them.
          await save(mine);
        } else if (answer.settings) {
          const theirs = stable(answer.settings);
          synced.current = { token, json: theirs, asked };
          // Another shopper's unsaved change, if any, is replaced here: it must not reach an account later.
          markSaved();
          if (theirs !== mine) {
            replaceOverrides(answer.settings);
            announce(t('settings.applied'));
          }
        } else {
          await save(mine);
        }
      })
      // Offline or the server refused: the settings stay on this device, and the next change tries again.
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [token, userId, replaceOverrides]);

  useEffect(() => {
    waiting.current = null;
    const state = synced.current;
    if (!token || !state || state.token !== token) return;
    const json = stable(overrides);
    if (json === (state.json ?? state.asked)) {
      // Changed back before it was saved: the account already holds this.
      if (state.json !== null && userId !== undefined && unsavedFor() === userId) markSaved();
      return;
    }
    if (userId !== undefined) markUnsaved(userId);
    // While the account's settings are on their way, their answer saves this change (above).
    if (state.json === null) return;
    waiting.current = { token, settings: overrides };
    const timer = window.setTimeout(() => {
      waiting.current = null;
      saveAccountSettings(overrides)
        .then(() => {
          if (synced.current?.token === token) synced.current = { token, json, asked: json };
          if (stable(latest.current) === json) markSaved();
        })
        .catch(() => undefined);
    }, SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [token, userId, overrides]);

  return null;
}
