import { useEffect, useState, type RefObject } from 'react';
import { useLatest } from '../shell/use-latest.ts';

export const PULL_THRESHOLD = 64;
const PULL_MAX = 96;
const RESISTANCE = 0.5;

/** How far the content follows a finger dragged down by dy pixels. */
export function pullDistance(dy: number): number {
  return dy <= 0 ? 0 : Math.min(PULL_MAX, dy * RESISTANCE);
}

function scrolledAbove(el: HTMLElement): boolean {
  for (let node: HTMLElement | null = el; node; node = node.parentElement) {
    if (node.scrollTop > 0) return true;
  }
  return (document.scrollingElement?.scrollTop ?? window.scrollY) > 0;
}

export interface PullState {
  pull: number;
  refreshing: boolean;
}

/**
 * Pull-to-refresh on the element: a touch (or mouse) drag down while the page is scrolled to the
 * top moves the content, and releasing past the threshold runs onRefresh.
 */
export function usePullToRefresh(ref: RefObject<HTMLElement | null>, enabled: boolean, onRefresh: () => Promise<unknown>): PullState {
  const [state, setState] = useState<PullState>({ pull: 0, refreshing: false });
  const refresh = useLatest(onRefresh);

  useEffect(() => {
    const el = ref.current;
    if (!enabled || !el) return;
    let startY: number | null = null;
    let pull = 0;
    let busy = false;

    const start = (y: number) => {
      startY = busy || scrolledAbove(el) ? null : y;
    };
    const move = (y: number, event: Event) => {
      if (startY === null) return;
      const next = pullDistance(y - startY);
      if (next > 0 && event.cancelable) event.preventDefault();
      if (next !== pull) setState({ pull: next, refreshing: false });
      pull = next;
    };
    const end = () => {
      if (startY === null) return;
      startY = null;
      if (pull < PULL_THRESHOLD) {
        pull = 0;
        setState({ pull: 0, refreshing: false });
        return;
      }
      busy = true;
      setState({ pull: PULL_THRESHOLD, refreshing: true });
      void refresh
        .current()
        .catch(() => undefined)
        .finally(() => {
          busy = false;
          pull = 0;
          setState({ pull: 0, refreshing: false });
        });
    };

    const onTouchStart = (e: TouchEvent) => start(e.touches[0]?.clientY ?? 0);
    const onTouchMove = (e: TouchEvent) => move(e.touches[0]?.clientY ?? 0, e);
    const onPointerDown = (e: PointerEvent) => e.pointerType === 'mouse' && start(e.clientY);
    const onPointerMove = (e: PointerEvent) => {
      if (e.pointerType !== 'mouse') return;
      if (e.buttons === 0) end();
      else move(e.clientY, e);
    };
    const onPointerUp = (e: PointerEvent) => e.pointerType === 'mouse' && end();
    const listeners: [string, EventListener, AddEventListenerOptions][] = [
      ['touchstart', onTouchStart as EventListener, { passive: true }],
      ['touchmove', onTouchMove as EventListener, { passive: false }],
      ['touchend', end, { passive: true }],
      ['touchcancel', end, { passive: true }],
      ['pointerdown', onPointerDown as EventListener, {}],
      ['pointermove', onPointerMove as EventListener, {}],
      ['pointerup', onPointerUp as EventListener, {}],
    ];
    listeners.forEach(([type, fn, opts]) => el.addEventListener(type, fn, opts));
    return () => listeners.forEach(([type, fn]) => el.removeEventListener(type, fn));
  }, [ref, enabled, refresh]);

  return state;
}
