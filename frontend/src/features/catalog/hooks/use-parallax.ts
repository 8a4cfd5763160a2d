// Moves an element with the scroll position (the hero's parallax), unless the visitor asked for reduced
// motion, in which case it stays still.
import { useEffect, type RefObject } from 'react';
import { useReducedMotion } from '../../../lib/use-media-query';

export function useParallax(ref: RefObject<HTMLElement | null>, speed = 0.25) {
  const reduced = useReducedMotion();
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (reduced) {
      element.style.transform = '';
      return;
    }
    let frame = 0;
    const update = () => {
      frame = 0;
      const offset = Math.min(window.scrollY * speed, 200);
      element.style.transform = `translate3d(0, ${offset}px, 0)`;
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
      element.style.transform = '';
    };
  }, [ref, reduced, speed]);
  return reduced;
}
