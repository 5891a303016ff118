import { describe, expect, it } from 'vitest';
import { acceptImages, toFileInfos, uploadRoom } from '../../../../src/web/views/upload-model.ts';
import { PULL_THRESHOLD, pullDistance } from '../../../../src/web/views/use-pull-to-refresh.ts';

describe('upload model', () => {
  it('reads one file, a list, or nothing', () => {
    const a = { fileName: 'a.jpg', filePath: '/files/a.jpg' };
    expect(toFileInfos(a)).toEqual([a]);
    expect(toFileInfos([a, { fileName: 'b' }, null])).toEqual([a]);
    expect(toFileInfos(undefined)).toEqual([]);
  });

  it('takes images only and counts the room left', () => {
    const files = [
      { type: 'image/png', n: 1 },
      { type: 'application/pdf', n: 2 },
      { type: 'image/jpeg', n: 3 },
    ];
    expect(acceptImages(files).map((f) => f.n)).toEqual([1, 3]);
    expect(uploadRoom(9, 7, 1)).toBe(1);
    expect(uploadRoom(9, 9, 2)).toBe(0);
  });
});

describe('pullDistance', () => {
  it('follows the finger at half speed, up to a limit, and never upwards', () => {
    expect(pullDistance(-30)).toBe(0);
    expect(pullDistance(40)).toBe(20);
    expect(pullDistance(PULL_THRESHOLD * 2)).toBe(PULL_THRESHOLD);
    expect(pullDistance(1000)).toBe(96);
  });
});
