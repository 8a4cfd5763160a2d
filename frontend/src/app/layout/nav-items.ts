import { paths } from '../../config/paths';

/** The header's links (spec §2), in order. */
export const navItems = [
  { label: 'HOME', to: paths.home },
  { label: 'COLLECTION', to: paths.collection },
  { label: 'ABOUT', to: paths.about },
  { label: 'CONTACT', to: paths.contact },
  { label: 'ACCESSIBILITY', to: paths.accessibility },
] as const;
