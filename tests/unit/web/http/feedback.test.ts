import { describe, expect, it } from 'vitest';
import { feedback, isLoadingVisible, subscribeFeedback, type FeedbackEvent } from '../../../../src/web/http/feedback.ts';

describe('feedback bus', () => {
  it('shows the mask while any masked call runs, announcing only the changes', () => {
    const events: FeedbackEvent[] = [];
    const unsubscribe = subscribeFeedback((e) => events.push(e));
    feedback.loading(true);
    feedback.loading(true);
    feedback.loading(false);
    expect(isLoadingVisible()).toBe(true);
    feedback.loading(false);
    feedback.loading(false);
    expect(isLoadingVisible()).toBe(false);
    expect(events).toEqual([
      { type: 'loading', visible: true },
      { type: 'loading', visible: false },
    ]);
    unsubscribe();
  });

  it('delivers alerts and toasts to subscribers until they leave', () => {
    const events: FeedbackEvent[] = [];
    const unsubscribe = subscribeFeedback((e) => events.push(e));
    feedback.alert({ title: 'Tip', message: 'Error: x', showCancel: false });
    feedback.toast('hello', 3000);
    unsubscribe();
    feedback.toast('unheard', 3000);
    expect(events).toEqual([
      { type: 'alert', title: 'Tip', message: 'Error: x', showCancel: false },
      { type: 'toast', message: 'hello', durationMs: 3000 },
    ]);
  });
});
