import { describe, expect, it } from 'vitest';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { dicts } from '../../../generated/app.ts';
import { SCENES, clipPath, posterPath } from '../../../src/server/seed/demo-media.ts';
import { DEMO_VIDEO_COUNT, demoBroadcastRows } from '../../../src/server/seed/demo-live-broadcasts.ts';
import { demoBannerRows } from '../../../src/server/seed/demo-banners.ts';
import { defaultMenuRows } from '../../../src/server/seed/default-menu.ts';

const publicDir = new URL('../../../public', import.meta.url).pathname;
const file = (path: string) => join(publicDir, path);
const NOW = new Date('2026-11-23T04:00:00Z');

describe('demo media', () => {
  it('every clip, poster, banner picture and menu icon the seeds name is committed, each clip under 300 KB', () => {
    for (const scene of SCENES) {
      expect(statSync(file(clipPath(scene))).size).toBeLessThan(300 * 1024);
      expect(existsSync(file(posterPath(scene)))).toBe(true);
    }
    const paths = [...demoBannerRows().map((b) => b.imagePath), ...defaultMenuRows().map((m) => m.icon), '/media/menu/more.svg'];
    for (const path of paths) expect(existsSync(file(path)), path).toBe(true);
  });
});

describe('demo live broadcasts', () => {
  const rows = demoBroadcastRows(NOW);
  const live = rows.filter((r) => r.kind === '1');
  const videos = rows.filter((r) => r.kind === '2');

  it('are the same for the same day', () => {
    expect(demoBroadcastRows(NOW)).toEqual(rows);
  });

  it('fill two pages of each paged list and name real markets of the kind they are', () => {
    expect(live.length).toBeGreaterThan(20);
    expect(videos).toHaveLength(DEMO_VIDEO_COUNT);
    for (const r of rows) {
      const list = r.serviceType === 'LIVE_BROADCAST_REGION_MARKET' ? dicts.regionMarket : dicts.terminalMarket;
      expect(list.items.map((i) => i.id)).toContain(r.marketId);
      expect(Date.parse(r.publishTime)).toBeLessThan(NOW.getTime());
    }
    expect(new Set(live.map((r) => r.serviceType)).size).toBe(2);
    expect(rows.filter((r) => r.slideshow).length).toBeGreaterThanOrEqual(4);
  });
});
