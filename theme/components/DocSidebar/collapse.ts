import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * The height animation of a collapsible list (website spec §4, §9). React
 * keeps setting the list's `hidden` attribute from `expanded`; this hook
 * animates each later change of `expanded` in the same commit, before the
 * browser paints. The state of the first render (hydration) is applied as
 * rendered, without animation.
 *
 * Collapsing keeps the list laid out until its height reaches zero, then
 * hides it again. Its links are made invisible at once: the category reads as
 * closed (out of the tab order and the accessibility tree) while the space
 * closes. A change during an animation starts from the height reached.
 */
export function useCollapseAnimation(expanded: boolean): RefObject<HTMLUListElement | null> {
  const listRef = useRef<HTMLUListElement>(null);
  const applied = useRef(expanded);
  const running = useRef<Animation | undefined>(undefined);

  useLayoutEffect(() => {
    if (applied.current === expanded) return;
    applied.current = expanded;
    const list = listRef.current;
    if (list === null) return;
    list.hidden = false;
    const reached = running.current === undefined ? undefined : list.getBoundingClientRect().height;
    running.current?.cancel();
    const contentHeight = list.getBoundingClientRect().height;
    list.style.overflow = 'hidden';
    list.style.visibility = expanded ? '' : 'hidden';
    const from = reached ?? (expanded ? 0 : contentHeight);
    const to = expanded ? contentHeight : 0;
    const animation = list.animate([{ height: `${from}px` }, { height: `${to}px` }], {
      duration: matchMedia('(prefers-reduced-motion: reduce)').matches ? 1 : durationFor(contentHeight),
      easing: 'ease-in-out',
    });
    running.current = animation;
    animation.onfinish = () => {
      running.current = undefined;
      list.style.overflow = '';
      list.style.visibility = '';
      list.hidden = !expanded;
    };
  }, [expanded]);

  return listRef;
}

/** Milliseconds to open or close `height` pixels: longer for taller content, but less than in proportion (Material UI's auto-height curve). */
function durationFor(height: number): number {
  const scaled = height / 36;
  return Math.round((4 + 15 * scaled ** 0.25 + scaled / 5) * 10);
}
