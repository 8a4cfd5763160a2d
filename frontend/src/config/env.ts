// Runtime configuration of the SPA (VITE_* values inlined by the build), validated with the contract's
// schema when the SPA loads, as the servers validate theirs when they start: a bad value stops the SPA with
// an error naming it. The main API is same-origin by default: in production the backend serves this build,
// and in development Vite proxies /api, /media and /socket.io to it.
import { parseSpaEnv } from '@store/contracts/config';

const settings = parseSpaEnv({
  VITE_API_URL: import.meta.env.VITE_API_URL,
  VITE_SOCKET_URL: import.meta.env.VITE_SOCKET_URL,
  VITE_ASSIST_URL: import.meta.env.VITE_ASSIST_URL,
});

export const env = {
  /** Base URL of the main API ('' = this origin). */
  apiUrl: settings.VITE_API_URL ?? '',
  /** Origin of the backend's socket.io server (undefined = this origin). */
  socketUrl: settings.VITE_SOCKET_URL,
  /** Base URL of the assistance service (undefined = the one the main API names in /api/config). */
  assistUrl: settings.VITE_ASSIST_URL,
} as const;
