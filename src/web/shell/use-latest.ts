import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * A ref holding the latest value of a prop or state, for what runs later (an observer, a timer, an
 * upload's end, a handler registered once): written after each render, never during one.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
