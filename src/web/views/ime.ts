import type { KeyboardEvent } from 'react';

interface KeyLike {
  key: string;
  keyCode?: number;
  nativeEvent?: { isComposing?: boolean };
  isComposing?: boolean;
}

/**
 * An Enter that confirms an input method's composition (a Chinese candidate), not the field: the
 * event says isComposing, or, in older WebViews (WeChat's among them), only keyCode 229.
 */
export function isComposingEnter(event: KeyLike): boolean {
  if (event.key !== 'Enter' && event.keyCode !== 229) return false;
  return Boolean(event.isComposing || event.nativeEvent?.isComposing || event.keyCode === 229);
}

/** On a form (capture phase): an Enter during composition never submits it. */
export function stopComposingEnter(event: KeyboardEvent): void {
  if (isComposingEnter(event)) {
    event.preventDefault();
    event.stopPropagation();
  }
}
