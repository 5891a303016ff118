import { describe, expect, it } from 'vitest';
import { shareCard, shareLink } from '../../../../src/web/share/share-card.ts';

const HREF = 'https://garlic.example/?from=menu#/pages/transaction/transaction-detail?id=42';
const post = {
  id: 42,
  transactionType: '2',
  varietiesId: '2',
  specsId: '1',
  price: 3.5,
  quantity: 20,
  regionId: '370828',
  goodsProductionArea: '金乡县',
  fileInfoList: [{ fileName: 'a.jpg', filePath: '/uploads/a.jpg' }],
};

describe('share cards from the manifest (view.share)', () => {
  it("fills a trade post's card from its row, in each language", () => {
    const input = { routeId: 'transaction/transaction-detail', pageTitle: { en: 'Trade details', zh: '买卖详情' }, row: post, href: HREF };
    expect(shareCard({ ...input, lang: 'en' })).toEqual({
      title: 'Selling · Pure white garlic Clove material · 3.5 yuan/jin',
      desc: 'Quantity 20 t · Jinxiang',
      link: 'https://garlic.example/?shareUrl=%2Fpages%2Ftransaction%2Ftransaction-detail%3Fid%3D42',
      imgUrl: 'https://garlic.example/uploads/a.jpg',
    });
    const zh = shareCard({ ...input, lang: 'zh' });
    expect(zh.title).toBe('出售 · 纯白蒜 蒜米料 · 3.5 元/斤');
    expect(zh.desc).toBe('数量 20 吨 · 金乡');
  });

  it('takes the page title, the app description and icon while the row loads, and for a blank part', () => {
    const loading = shareCard({
      routeId: 'transaction/transaction-detail',
      pageTitle: { en: 'Trade details', zh: '买卖详情' },
      row: undefined,
      lang: 'en',
      href: HREF,
    });
    expect(loading.title).toBe('Trade details');
    expect(loading.desc).toMatch(/^Today's garlic prices/);
    expect(loading.imgUrl).toBe('https://garlic.example/icons/icon-512.png');
    const bare = shareCard({
      routeId: 'transaction/transaction-detail',
      pageTitle: { en: 'Trade details', zh: '买卖详情' },
      row: { ...post, fileInfoList: [] },
      lang: 'en',
      href: HREF,
    });
    expect(bare.imgUrl).toBe('https://garlic.example/icons/icon-512.png');
  });

  it('gives a page without a template the default card, and a hand-written page its own texts', () => {
    const plain = shareCard({
      routeId: 'transaction/sale-list',
      pageTitle: { en: 'Selling', zh: '出售信息' },
      row: undefined,
      lang: 'zh',
      href: 'https://garlic.example/#/pages/transaction/sale-list',
    });
    expect(plain).toEqual({
      title: '出售信息',
      desc: '每日大蒜价格、走货、出口与库存，买卖信息一手掌握。',
      link: 'https://garlic.example/?shareUrl=%2Fpages%2Ftransaction%2Fsale-list',
      imgUrl: 'https://garlic.example/icons/icon-512.png',
    });
    const prices = shareCard({
      routeId: 'garlic-price/garlic-price',
      pageTitle: { en: 'Official prices', zh: '官方价格' },
      row: undefined,
      lang: 'en',
      href: 'https://garlic.example/#/pages/garlic-price/garlic-price',
    });
    expect(prices.title).toBe('Official garlic prices, day by day');
    expect(prices.desc).toMatch(/^Jinxiang's daily garlic prices/);
  });

  it('links to the app entry with the page in shareUrl, never through the #fragment', () => {
    expect(shareLink('https://garlic.example/#/pages/news-detail?id=7')).toBe('https://garlic.example/?shareUrl=%2Fpages%2Fnews-detail%3Fid%3D7');
    expect(shareLink('https://garlic.example/app/#/admin')).toBe('https://garlic.example/app/');
    expect(shareLink('https://garlic.example/')).toBe('https://garlic.example/');
  });
});
