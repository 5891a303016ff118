import { describe, expect, it } from 'vitest';
import { keptProbe } from '../../../src/server/cluster/health.ts';

function counted(answers: Array<'ok' | 'fail'>) {
  let calls = 0;
  let resolveRunning: (() => void) | undefined;
  const probe = () => {
    const answer = answers[calls++] ?? 'ok';
    return new Promise<void>((resolve, reject) => (resolveRunning = () => (answer === 'ok' ? resolve() : reject(new Error('bucket gone')))));
  };
  return { probe, calls: () => calls, settle: () => resolveRunning?.() };
}

describe('keptProbe (the bucket check of /readyz)', () => {
  it('shares one probe among calls while it runs and for keepMs after it settled, then asks again', async () => {
    let clock = 1000;
    const p = counted(['ok', 'ok']);
    const ask = keptProbe(p.probe, 5000, () => clock);
    const first = ask();
    const second = ask();
    expect(p.calls()).toBe(1);
    p.settle();
    await Promise.all([first, second]);
    clock += 4999;
    await expect(ask()).resolves.toBeUndefined();
    expect(p.calls()).toBe(1);
    clock += 1;
    const third = ask();
    expect(p.calls()).toBe(2);
    p.settle();
    await third;
  });

  it('keeps a failure as long, and recovers on the next probe after it', async () => {
    let clock = 0;
    const p = counted(['fail', 'ok']);
    const ask = keptProbe(p.probe, 5000, () => clock);
    const failed = ask();
    p.settle();
    await expect(failed).rejects.toThrow('bucket gone');
    clock += 1000;
    await expect(ask()).rejects.toThrow('bucket gone');
    expect(p.calls()).toBe(1);
    clock += 4000;
    const again = ask();
    p.settle();
    await expect(again).resolves.toBeUndefined();
    expect(p.calls()).toBe(2);
  });
});
