// The live-help timings and limits of the spec (§4, §9) in one place.
import type { MessageKey } from '../../../i18n/i18n';

/** The live-wait countdown starts here and drops by one each second. */
export const WAIT_COUNTDOWN_SECONDS = 30;
/** The live-wait status text changes this often. */
export const WAIT_ROTATION_MS = 5000;
/** The live-wait status texts, in order (spec §4: the English catalogue has them exactly). */
export const WAIT_MESSAGE_KEYS = [
  'liveHelp.wait.finding',
  'liveHelp.wait.inQueue',
  'liveHelp.wait.almost',
] as const satisfies readonly MessageKey[];
/** How often chat, requests and the watched cart are read while the socket is down. */
export const POLL_MS = 2000;
/** The helper's live view shows this many of the latest messages at first (spec §9). */
export const HELPER_VISIBLE_MESSAGES = 10;
