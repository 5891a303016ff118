import { useEffect, useState } from 'react';
import { isLoadingVisible, subscribeFeedback, type AlertRequest } from '../http/feedback.ts';
import type { Toast } from './feedback-popups.tsx';
import { optionalChunk } from './optional-chunk.tsx';

const FeedbackPopups = optionalChunk(() => import('./feedback-popups.tsx').then((m) => m.FeedbackPopups));

/**
 * Renders what the http layer asks for: alert popups (queued), toasts, and the loading mask. It listens
 * from the first render, but the popups' code (MUI's dialog, snackbar, backdrop) loads only once one is
 * asked for, so the first screen does not carry it.
 */
export function FeedbackHost() {
  const [alerts, setAlerts] = useState<AlertRequest[]>([]);
  const [toast, setToast] = useState<Toast | null>(null);
  const [loading, setLoading] = useState(isLoadingVisible);
  const [used, setUsed] = useState(isLoadingVisible);

  useEffect(
    () =>
      subscribeFeedback((event) => {
        setUsed(true);
        if (event.type === 'alert') setAlerts((queue) => [...queue, event]);
        else if (event.type === 'toast') setToast({ id: Date.now(), message: event.message, durationMs: event.durationMs });
        else setLoading(event.visible);
      }),
    [],
  );

  if (!used) return null;
  return (
    <FeedbackPopups alerts={alerts} toast={toast} loading={loading} dismiss={() => setAlerts((queue) => queue.slice(1))} closeToast={() => setToast(null)} />
  );
}
