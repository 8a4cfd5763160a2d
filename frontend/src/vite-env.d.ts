/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  readonly VITE_SOCKET_URL?: string;
  readonly VITE_ASSIST_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** A message catalogue, parsed at build time (icu-messages-plugin.ts). */
declare module 'virtual:messages/*' {
  import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}
