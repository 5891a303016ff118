import type { App } from '../../../src/server/app.ts';

/** A valid market report; tests change one field at a time from here. */
export function conjunctureBody(overrides: Record<string, unknown> = {}) {
  return {
    regionId: '370828',
    goodsId: '1',
    conjunctureContent: '今日金乡大蒜市场走货平稳，冷库出库正常，中混级主流成交价2.90-3.00元/斤。',
    priceList: [
      { specsId: '3', price: 2.95 },
      { specsId: '4', price: 3.3 },
    ],
    ...overrides,
  };
}

export function articleBody(overrides: Record<string, unknown> = {}) {
  return {
    quotationArticleTitle: '金乡冷库大蒜出库进度过半',
    quotationArticleContent: '截至本周，金乡周边冷库大蒜出库进度已超过五成，剩余库存以中混级和大混级为主，价格稳中有涨。',
    ...overrides,
  };
}

export function forumBody(overrides: Record<string, unknown> = {}) {
  return {
    forumTitle: '冷库蒜出芽了还能放多久？',
    forumContent: '库里还有三十吨中混级，这两天抽查发现有的开始出芽了，是现在就走还是再等等？',
    ...overrides,
  };
}

// A silent MPEG-1 Layer III frame header (ID3-less MP3) and a 1×1 PNG, for the upload checks.
export const MP3 = Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(413)]);
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** One file as the browser's upload form sends it: the body and its content type. */
export function multipartFile(bytes: Buffer, fileName: string): { payload: Buffer; contentType: string } {
  const boundary = `----garlic${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Uploads one file as the browser does and returns its {fileName, filePath}. */
export async function uploadFile(app: App, bytes: Buffer, fileName: string, token: string): Promise<{ fileName: string; filePath: string }> {
  const { payload, contentType } = multipartFile(bytes, fileName);
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/file/upload',
    payload,
    headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
  });
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.body}`);
  return res.json().data;
}

/** The rows of a table that match, counted in the database (not through the API under test). */
export async function countRows(app: App, table: string, where: Record<string, string> = {}): Promise<number> {
  let query = (app.services.db as any).selectFrom(table).select((eb: any) => eb.fn.countAll().as('n'));
  for (const [column, value] of Object.entries(where)) query = query.where(column, '=', value);
  return Number((await query.executeTakeFirstOrThrow()).n);
}
