import { dictName, entityMeta, isDictId, presentRow, type DictId, type EntityMeta, type Row } from '../engine/rows.ts';
import { fileOrNone } from '../engine/stored-files.ts';

/** One kind of community content and how a card of a mixed list shows a row of it. */
export interface ContentSource {
  businessType: DictId<'businessType'>;
  entity: string;
  meta: EntityMeta;
  /** The card's title and summary from the presented row. */
  text(row: Row): { title: string; summary: string };
  /** Who the card names as the publisher when the row has no owner (news names its source). */
  byline?: (row: Row) => string;
}

/** Whitespace collapsed, cut to `length` characters with an ellipsis. */
export function excerpt(text: unknown, length: number): string {
  const flat = String(text ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
}

/** The first sentence of a report (up to the first full stop, comma-free), cut to `length`. */
function firstSentence(text: unknown, length: number): string {
  const flat = String(text ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  return excerpt(flat.split(/[。！？!?；;]/)[0] ?? flat, length);
}

/** A market report's title: its market and variety, and its first quoted grade ("【金乡·杂交蒜】中混级 2.96元/斤"). */
function reportTitle(r: Row): string {
  const head = `【${dictName('region', r.regionId)}·${dictName('varieties', r.goodsId)}】`;
  const first = Array.isArray(r.priceList) ? (r.priceList[0] as { specsId?: string; price?: number } | undefined) : undefined;
  if (first?.specsId && typeof first.price === 'number') return `${head}${dictName('specs', first.specsId)} ${first.price.toFixed(2)}元/斤`;
  return `${head}${firstSentence(r.conjunctureContent, 26)}`;
}

function source(businessType: DictId<'businessType'>, entity: string, text: ContentSource['text'], byline?: ContentSource['byline']): ContentSource {
  return { businessType, entity, meta: entityMeta(entity), text, ...(byline ? { byline } : {}) };
}

/** The kinds of content the mixed lists hold, by businessType (spec/dicts.yaml businessType). */
export const CONTENT_SOURCES: Record<string, ContentSource> = {
  '2': source('2', 'conjuncture', (r) => ({ title: reportTitle(r), summary: excerpt(r.conjunctureContent, 80) })),
  '3': source('3', 'quotationArticle', (r) => ({ title: String(r.quotationArticleTitle ?? ''), summary: excerpt(r.quotationArticleContent, 80) })),
  '4': source('4', 'forum', (r) => ({ title: String(r.forumTitle ?? ''), summary: excerpt(r.forumContent, 80) })),
  '5': source(
    '5',
    'forefrontInfo',
    (r) => ({ title: String(r.title ?? ''), summary: excerpt(r.summary || r.content, 80) }),
    (r) => String(r.source ?? ''),
  ),
};

function firstFile(value: unknown) {
  return fileOrNone(Array.isArray(value) ? value[0] : undefined);
}

/** A card's listing: the row's publish status, or '1' (listed) for a kind that is always listed. */
function listingOf(src: ContentSource, row: Row): '0' | '1' | null {
  const status = src.meta.publish ? row[src.meta.publish.field] : '1';
  return status === '0' || status === '1' ? status : null;
}

/** A content card of the mixed lists and tickers. */
export type ContentCard = ReturnType<typeof cardOf>;

/** A content card of one stored row (the owner's nickname comes separately). */
export function cardOf(src: ContentSource, stored: Row, extra: { publisherName?: string; collectTime?: string } = {}) {
  const row = presentRow(src.entity, stored);
  const { meta } = src;
  return {
    businessId: String(row[meta.id]),
    businessType: src.businessType,
    businessTypeName: dictName('businessType', src.businessType),
    ...src.text(row),
    cover: firstFile(row.imagesFile),
    regionId: isDictId('region', row.regionId) ? row.regionId : null,
    regionName: typeof row.regionId === 'string' ? dictName('region', row.regionId) : '',
    publisherName: extra.publisherName ?? src.byline?.(row) ?? '',
    publishStatus: listingOf(src, row),
    publishTime: String(row[meta.created ?? 'publishTime']),
    ...(extra.collectTime ? { collectTime: extra.collectTime } : {}),
    readCount: Number(row.readCount ?? 0),
    commentCount: Number(row.commentCount ?? 0),
    agreeCount: Number(row.agreeCount ?? 0),
  };
}
