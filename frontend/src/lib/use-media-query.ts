// Follows a CSS media query (e.g. prefers-reduced-motion), or a flag on <html>, and re-renders when it changes.
import { useSyncExternalStore } from 'react';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}

/** True while <html> carries `data-<name>` (set by the accessibility settings). */
function useRootFlag(name: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const observer = new MutationObserver(onChange);
      observer.observe(document.documentElement, { attributes: true, attributeFilter: [`data-${name}`] });
      return () => observer.disconnect();
    },
    () => document.documentElement.hasAttribute(`data-${name}`),
    () => false,
  );
}

/** Reduced motion as the system asks for it, or the taskbar's seizure-safe setting. */
export const useReducedMotion = () => {
  const system = useMediaQuery('(prefers-reduced-motion: reduce)');
  const seizureSafe = useRootFlag('seizure-safe');
  return system || seizureSafe;
};
