// Route parameters for public pages that need one and are not opened from a list: what a link
// elsewhere in the app would pass, read from the running server's own data where it must be real.

type Params = Record<string, unknown>;
type Finder = (baseUrl: string) => Promise<Params>;

async function firstRow(baseUrl: string, path: string, query: Record<string, string> = {}): Promise<Record<string, unknown>> {
  const reply = await fetch(`${baseUrl}/api${path}?${new URLSearchParams({ page: '1', pageSize: '1', ...query })}`);
  const body = (await reply.json()) as { data: unknown };
  const rows = Array.isArray(body.data) ? body.data : [];
  if (rows.length === 0) throw new Error(`${path} has no rows to open`);
  return rows[0] as Record<string, unknown>;
}

const FINDERS: Record<string, Finder> = {
  // The pioneer pages open from the community list: its first pioneer, and the newest article.
  '/pages/famous-person/person-detail': async (baseUrl) => ({ id: (await firstRow(baseUrl, '/v1/garlic-pioneer-user/findByPage')).id }),
  '/pages/famous-person/article-detail': async (baseUrl) => ({ id: (await firstRow(baseUrl, '/v1/garlic-pioneer-article/findByPage')).id }),
  // As a cold-storage or market detail passes it: GCJ-02 coordinates with a name and an address.
  '/open-location': async () => ({ latitude: 35.0667, longitude: 116.3144, name: '金乡大蒜国际交易市场', address: '山东省济宁市金乡县' }),
  // As the big map's pins open it: the first entry of the map.
  '/pages/cold-storage-apply/map/cold-storage-detail': async (baseUrl) => ({
    coldStorageAuthId: (await firstRow(baseUrl, '/v1/cold-storage-apply/getByPage')).coldStorageAuthId,
  }),
};

export async function crawlParams(path: string, baseUrl: string): Promise<Params | undefined> {
  const find = FINDERS[path];
  return find ? find(baseUrl) : undefined;
}

export { firstRow };
