import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { QUIET_LIMIT_MS, whenQuiet } from '../../../../src/web/offline/when-quiet.ts';

/** A query whose answer the test gives when it likes. */
function heldQuery(client: QueryClient, key: string) {
  let answer = (_: string) => {};
  const done = client.fetchQuery({ queryKey: [key], queryFn: () => new Promise<string>((resolve) => (answer = resolve)) });
  return { answer: (value: string) => answer(value), done };
}

/** Whether the promise has settled by the time the queued callbacks have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let seen = false;
  void promise.then(() => (seen = true));
  await vi.advanceTimersByTimeAsync(0);
  return seen;
}

describe('the service worker waits for a quiet line', () => {
  afterEach(() => vi.useRealTimers());

  it('until the page has loaded and every call of the first screen has answered', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const banners = heldQuery(client, 'banners');
    const prices = heldQuery(client, 'prices');
    let load = () => {};
    const quiet = whenQuiet(client, new Promise<void>((resolve) => (load = resolve)));
    expect(await settled(quiet)).toBe(false);
    load();
    expect(await settled(quiet)).toBe(false);
    banners.answer('two banners');
    await banners.done;
    expect(await settled(quiet)).toBe(false);
    prices.answer('today');
    await prices.done;
    expect(await settled(quiet)).toBe(true);
  });

  it('at once when the page has loaded with nothing fetching', async () => {
    vi.useFakeTimers();
    expect(await settled(whenQuiet(new QueryClient(), Promise.resolve()))).toBe(true);
  });

  it('a failed call counts as answered', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    let fail = () => {};
    const failing = client.fetchQuery({ queryKey: ['stats'], queryFn: () => new Promise<string>((_, reject) => (fail = () => reject(new Error('502')))) });
    const quiet = whenQuiet(client, Promise.resolve());
    expect(await settled(quiet)).toBe(false);
    fail();
    await expect(failing).rejects.toThrow('502');
    expect(await settled(quiet)).toBe(true);
  });

  it('no longer than its limit when a call never answers, as on a stalled line', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    heldQuery(client, 'stalled');
    const quiet = whenQuiet(client, Promise.resolve());
    await vi.advanceTimersByTimeAsync(QUIET_LIMIT_MS - 1);
    expect(await settled(quiet)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(quiet)).toBe(true);
  });

  it('no longer than its limit when the page never loads', async () => {
    vi.useFakeTimers();
    const quiet = whenQuiet(new QueryClient(), new Promise(() => {}));
    await vi.advanceTimersByTimeAsync(QUIET_LIMIT_MS);
    expect(await settled(quiet)).toBe(true);
  });
});
