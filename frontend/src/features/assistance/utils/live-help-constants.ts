// The live-help timings and limits of the spec (§4, §9) in one place.
/** The live-wait countdown starts here and drops by one each second. */
export const WAIT_COUNTDOWN_SECONDS = 30;
/** The live-wait status text changes this often. */
export const WAIT_ROTATION_MS = 5000;
/** The live-wait status texts, in order (spec §4, exactly). */
export const WAIT_MESSAGES = [
  'Finding the best available helper for you...',
  'You are in the queue...',
  'Almost connected, please hold on...',
] as const;
/** How often chat, requests and the watched cart are read while the socket is down. */
export const POLL_MS = 2000;
/** The helper's live view shows this many of the latest messages at first (spec §9). */
export const HELPER_VISIBLE_MESSAGES = 10;
