import type { Db } from '../db/database.ts';
import type { MarketSeeder } from './market-seeder.ts';
import { createRandom, type Random } from './random.ts';
import { clipPath, posterPath, type Scene } from './demo-media.ts';
import { LIVE_SPOTS, VIDEO_TOPICS, type Market, MARKETS } from './demo-live-texts.ts';

const DAY = 86_400_000;
const REGION = 'LIVE_BROADCAST_REGION_MARKET';
const TERMINAL = 'LIVE_BROADCAST_TERMINAL_MARKET';
export const DEMO_VIDEO_COUNT = 36;

export interface DemoBroadcastRow {
  liveBroadcastId: string;
  kind: string;
  name: string;
  serviceType: string;
  marketId: string;
  regionId: string | null;
  goodsId: string;
  filePath: string;
  posterPath: string;
  intro: string;
  duration: number | null;
  slideshow: number;
  sort: number;
  playCount: number;
  publishStatus: string;
  publishTime: string;
}

function row(id: string, kind: string, market: Market, name: string, scene: Scene, fields: Partial<DemoBroadcastRow>): DemoBroadcastRow {
  return {
    liveBroadcastId: id,
    kind,
    name,
    serviceType: market.terminal ? TERMINAL : REGION,
    marketId: market.marketId,
    regionId: market.regionId,
    goodsId: market.goodsId,
    filePath: clipPath(scene),
    posterPath: posterPath(scene),
    intro: '',
    duration: null,
    slideshow: 0,
    sort: 100,
    playCount: 0,
    publishStatus: '1',
    publishTime: '',
    ...fields,
  };
}

/** Cameras: each market's spots, the busiest markets first; the first of the big ones go in the carousel. */
function liveRows(random: Random, now: number): DemoBroadcastRow[] {
  return MARKETS.flatMap((market, m) =>
    LIVE_SPOTS.filter((spot) => spot.terminal === market.terminal)
      .slice(0, market.cameras)
      .map((spot, s) =>
        row(`live-${market.key}-${s + 1}`, '1', market, `${market.name} · ${spot.name}`, spot.scene, {
          intro: spot.intro.replaceAll('{market}', market.name),
          slideshow: s === 0 && market.featured ? 1 : 0,
          sort: (m + 1) * 10 + s,
          playCount: random.int(200, 5000) * (market.featured ? 3 : 1),
          publishTime: new Date(now - random.int(60, 400) * DAY).toISOString(),
        }),
      ),
  );
}

/** Recorded videos: topics at markets that trade what the topic is about, over the last two months. */
function videoRows(random: Random, now: number, count: number): DemoBroadcastRow[] {
  const rows: DemoBroadcastRow[] = [];
  for (let i = 0; i < count; i++) {
    const topic = VIDEO_TOPICS[i % VIDEO_TOPICS.length]!;
    const market = random.pick(MARKETS.filter((mk) => mk.terminal === topic.terminal));
    const daysAgo = Math.floor((i * 60) / count) + random.int(0, 1);
    // Plays pile up with age and with how much a topic draws.
    const plays = Math.round(topic.draw * (400 + random.int(0, 3000)) * (1 + daysAgo / 20));
    const fill = (text: string) => text.replaceAll('{market}', market.short).replaceAll('{place}', market.place);
    rows.push(
      row(`video-${String(i + 1).padStart(3, '0')}`, '2', market, fill(topic.title), topic.scene, {
        intro: fill(topic.intro),
        duration: random.int(45, 420),
        slideshow: i < 2 ? 1 : 0,
        sort: i < 2 ? i + 1 : 100,
        playCount: plays,
        publishTime: new Date(now - daysAgo * DAY - random.int(1, 10) * 3_600_000).toISOString(),
      }),
    );
  }
  return rows;
}

export function demoBroadcastRows(now: Date): DemoBroadcastRow[] {
  const random = createRandom(20_260_301);
  return [...liveRows(random, now.getTime()), ...videoRows(random, now.getTime(), DEMO_VIDEO_COUNT)];
}

export const seedLiveBroadcasts: MarketSeeder = async (db: Db, { now }) => {
  const any = await db.selectFrom('live_broadcast').select('liveBroadcastId').limit(1).executeTakeFirst();
  if (any) return { table: 'live_broadcast', rows: 0 };
  const rows = demoBroadcastRows(now);
  await db.insertInto('live_broadcast').values(rows).execute();
  return { table: 'live_broadcast', rows: rows.length };
};
