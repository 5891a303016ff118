import type { DetailChip, ItemTemplate, Row, TemplateFn, TemplateHelpers } from '../../shared/view-types.ts';
import type { Language } from '../i18n/language.ts';
import { rowMatches } from './detail-conditions.ts';

export interface ItemView {
  key: string;
  badge: string;
  title: string;
  highlight: string;
  lines: string[];
  meta: string;
  image: string | undefined;
  imageWide: boolean;
  /** Show the image as a portrait (round; the title's first character when there is none). */
  avatar: boolean;
  link: { route: string; params: Record<string, string> } | undefined;
  /** The chips and notes whose conditions hold, in the reader's language (absent when the template has none). */
  chips?: { label: string; color: NonNullable<DetailChip['color']>; testId?: string }[];
  notes?: { text: string; testId?: string }[];
}

/** Drops what a template leaves around a blank part: outer spaces and dangling ' · ' separators. */
export function tidy(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/^(\s*·\s*)+|(\s*·\s*)+$/g, '')
    .replace(/(\s*·\s*){2,}/g, ' · ')
    .trim();
}

const PICTURE_PATH = /^(\/[\w./-]+|https:\/\/\S+)$/;

/** A file value's path: a {fileName, filePath} object, or a plain path field (a poster, an icon). */
function filePathOf(file: unknown): string | undefined {
  if (typeof file === 'string') return PICTURE_PATH.test(file) ? file : undefined;
  if (!file || typeof file !== 'object') return undefined;
  const path = (file as Record<string, unknown>).filePath;
  return typeof path === 'string' && path !== '' ? path : undefined;
}

/** The paths of a file field's value: one {fileName, filePath} or a list of them. */
export function filePaths(value: unknown): string[] {
  const files = Array.isArray(value) ? value : [value];
  return files.flatMap((f) => filePathOf(f) ?? []);
}

function run(fn: TemplateFn | undefined, row: Row, h: TemplateHelpers): string {
  return fn ? tidy(fn(row, h)) : '';
}

/** Where a row leads: the item's route, or for mixed content the detail route of the row's type. */
function linkOf(template: ItemTemplate, row: Row, id: string): ItemView['link'] {
  if (template.link) return { route: template.link, params: { [template.idField]: id } };
  const target = template.linkBy?.routes[String(row[template.linkBy.field] ?? '')];
  return target ? { route: target.route, params: { [target.param]: id } } : undefined;
}

export function renderItem(template: ItemTemplate, row: Row, h: TemplateHelpers, index: number, lang: Language = 'zh'): ItemView {
  const id = row[template.idField];
  const hasId = id !== null && id !== undefined && id !== '';
  const shown = <T extends { when?: DetailChip['when'] }>(list: T[] | undefined) => list?.filter((c) => rowMatches(c.when, row));
  const chips = shown(template.chips)?.map((c) => ({ label: tidy(c.text[lang](row, h)), color: c.color ?? 'default', testId: c.testId }));
  const notes = shown(template.notes)?.map((n) => ({ text: tidy(n.text[lang](row, h)), testId: n.testId }));
  return {
    ...(chips ? { chips } : {}),
    ...(notes ? { notes } : {}),
    key: hasId ? String(id) : `row-${index}`,
    badge: run(template.badge, row, h),
    title: run(template.title, row, h),
    highlight: run(template.highlight, row, h),
    lines: template.lines.map((fn) => run(fn, row, h)).filter((line) => line !== ''),
    meta: run(template.meta, row, h),
    image: template.image ? filePaths(row[template.image])[0] : undefined,
    imageWide: template.imageShape === 'wide',
    avatar: template.avatar === true,
    link: hasId ? linkOf(template, row, String(id)) : undefined,
  };
}

/** Keeps the first of items with the same key: rows shift between pages when new ones arrive. */
export function uniqueByKey(items: ItemView[]): ItemView[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.key) && Boolean(seen.add(item.key)));
}
