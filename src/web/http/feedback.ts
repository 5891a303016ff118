/**
 * What the http layer asks the user interface to show. The shell subscribes and renders
 * dialogs, snackbars and the loading backdrop; this module knows nothing about React.
 */
export interface AlertRequest {
  title: string;
  message: string;
  showCancel: false;
}

export type FeedbackEvent = ({ type: 'alert' } & AlertRequest) | { type: 'toast'; message: string; durationMs: number } | { type: 'loading'; visible: boolean };

export type FeedbackListener = (event: FeedbackEvent) => void;

const listeners = new Set<FeedbackListener>();
let maskedCalls = 0;

function emit(event: FeedbackEvent): void {
  listeners.forEach((listener) => listener(event));
}

export const feedback = {
  alert(request: AlertRequest): void {
    emit({ type: 'alert', ...request });
  },
  toast(message: string, durationMs: number): void {
    emit({ type: 'toast', message, durationMs });
  },
  /** Counted: the mask shows while at least one masked call is in flight. */
  loading(on: boolean): void {
    const before = maskedCalls;
    maskedCalls = Math.max(0, maskedCalls + (on ? 1 : -1));
    if ((before === 0) !== (maskedCalls === 0)) emit({ type: 'loading', visible: maskedCalls > 0 });
  },
};

export function isLoadingVisible(): boolean {
  return maskedCalls > 0;
}

export function subscribeFeedback(listener: FeedbackListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
