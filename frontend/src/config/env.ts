// Runtime configuration of the SPA. The main API is same-origin by default: in production the backend
// serves this build, and in development Vite proxies /api, /media and /socket.io to it.
export const env = {
  /** Base URL of the main API ('' = this origin). */
  apiUrl: import.meta.env.VITE_API_URL ?? '',
  /** Origin of the backend's socket.io server (undefined = this origin). */
  socketUrl: import.meta.env.VITE_SOCKET_URL || undefined,
  /** Base URL of the assistance service (undefined = the one the main API names in /api/config). */
  assistUrl: import.meta.env.VITE_ASSIST_URL || undefined,
} as const;
