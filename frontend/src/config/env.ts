// Runtime configuration of the SPA. The VITE_* values are checked against the contract's schema when the
// SPA is built or served (vite.config.ts: a bad value stops the build with an error naming it) and inlined
// already trimmed, so the shopper's first load carries no validator for them. The main API is same-origin by
// default: in production the backend serves this build, and in development Vite proxies /api, /media and
// /socket.io to it.

/** An inlined setting: the build writes `undefined` for one left unset. */
const setting = (value: string | undefined): string | undefined => value || undefined;

export const env = {
  /** Base URL of the main API ('' = this origin). */
  apiUrl: setting(import.meta.env.VITE_API_URL) ?? '',
  /** Origin of the backend's socket.io server (undefined = this origin). */
  socketUrl: setting(import.meta.env.VITE_SOCKET_URL),
  /** Base URL of the assistance service (undefined = the one the main API names in /api/config). */
  assistUrl: setting(import.meta.env.VITE_ASSIST_URL),
} as const;
