import { describe, expect, it, vi } from 'vitest';
import { waitingOn, type Loading } from '../../../../src/web/charts/waiting-on.ts';

const call = (status: Loading['status']) => ({ status, refetch: vi.fn() });

describe('waitingOn', () => {
  it('is the card’s own call once it can run', () => {
    const own = call('error');
    expect(waitingOn(true, own, call('success'))).toBe(own);
  });

  it('shows the earlier call’s load and failure, and retries that call, while its own cannot run', () => {
    for (const status of ['pending', 'error'] as const) {
      const earlier = call(status);
      const shown = waitingOn(false, call('pending'), earlier);
      expect(shown.status).toBe(status);
      shown.refetch();
      expect(earlier.refetch).toHaveBeenCalledOnce();
    }
  });

  it('is settled (empty) when the earlier call answered with nothing to ask for', () => {
    expect(waitingOn(false, call('pending'), call('success')).status).toBe('success');
  });
});
