import { paths } from '../../config/paths';
import type { MessageKey } from '../../i18n/i18n';

/** The header's links (spec §2), in order, each with its message. */
export const navItems: ReadonlyArray<{ label: MessageKey; to: string }> = [
  { label: 'nav.home', to: paths.home },
  { label: 'nav.collection', to: paths.collection },
  { label: 'nav.about', to: paths.about },
  { label: 'nav.contact', to: paths.contact },
  { label: 'nav.accessibility', to: paths.accessibility },
];
