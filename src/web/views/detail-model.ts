import type { DetailAction, DetailTemplate, EntityRef, FieldView, FieldViews, Row, TemplateHelpers } from '../../shared/view-types.ts';
import type { Language } from '../i18n/language.ts';
import { t } from '../i18n/translate.ts';
import type { MessageKey } from '../i18n/catalogue.ts';
import { filePaths } from './list-item-model.ts';
import { formatFormDate } from './form-date.ts';
import { rowMatches } from './detail-conditions.ts';

export interface DetailFieldRow {
  field: string;
  label: string;
  value: string;
  /** A file field's photos, shown under its label instead of a text value. */
  images?: string[];
}

function isBlank(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

export function isTruthyFlag(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD HH:mm' in the viewer's time zone; '' for something that is not a date. */
export function localDateTime(value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '';
  const d = new Date(value);
  if (!Number.isFinite(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function formatFieldValue(meta: FieldView | undefined, field: string, value: unknown, h: TemplateHelpers, lang: Language): string {
  if (isBlank(value)) return '';
  if (meta?.enumLabels) return h.enum(field, value);
  if (meta?.dict) return h.dict(meta.dict, value);
  switch (meta?.type) {
    case 'datetime': {
      const date = localDateTime(value);
      return date ? `${h.ago(value)} · ${date}` : String(value);
    }
    case 'date':
      return formatFormDate(value, lang) || String(value);
    case 'boolean':
      return t(isTruthyFlag(value) ? 'views.yes' : 'views.no', {}, lang);
    case 'number':
    case 'integer':
      return `${h.num(value)} ${h.unit(field)}`.trim();
    default:
      return typeof value === 'object' ? '' : String(value);
  }
}

/** The label/value rows of a detail table; fields without a value (or file fields without a file) are left out. */
export function detailFieldRows(views: FieldViews, fields: readonly string[], row: Row, h: TemplateHelpers, lang: Language): DetailFieldRow[] {
  return fields.flatMap((field) => {
    const meta = views[field];
    if (meta?.type === 'file' || meta?.type === 'files') {
      const images = filePaths(row[field]);
      return images.length === 0 ? [] : [{ field, label: meta.label?.[lang] ?? field, value: '', images }];
    }
    const value = meta?.place && !isBlank(row[field]) ? h.place(...meta.place.map((f) => row[f])) : formatFieldValue(meta, field, row[field], h, lang);
    if (value === '') return [];
    return [{ field, label: views[field]?.label?.[lang] ?? field, value }];
  });
}

export function viewerIdOf(user: unknown): string | undefined {
  if (!user || typeof user !== 'object') return undefined;
  const id = (user as Record<string, unknown>).frontUserId;
  return isBlank(id) ? undefined : String(id);
}

export function isOwner(row: Row, ownerField: string | undefined, viewerId: string | undefined): boolean {
  if (!ownerField || !viewerId) return false;
  const owner = row[ownerField];
  return !isBlank(owner) && String(owner) === viewerId;
}

/**
 * Whether the call action's number is hidden from this viewer: the publisher concealed it (the server
 * then sends it masked, 139****1234, or not at all; decision 0023) and the viewer is not the owner.
 */
export function phoneHidden(action: DetailAction, row: Row, owner: boolean): boolean {
  if (action.action !== 'call' || !action.field) return false;
  const value = row[action.field];
  if (typeof value === 'string' && value.includes('*')) return true;
  return !owner && isTruthyFlag(row.isConceal);
}

/** Owner-only actions for the owner; the call action when there is a number, or a hidden one to say so. */
/** A detail row's point on the map, with the heading and the address to open it with. */
export interface DetailPoint {
  latitude: number;
  longitude: number;
  name: string;
  address: string;
}

/** The row's point for the detail map (view.detail `map:`), or undefined when it holds none. */
export function detailPoint(map: DetailTemplate['map'], row: Row, name: string): DetailPoint | undefined {
  if (!map) return undefined;
  const latitude = row[map.latitude];
  const longitude = row[map.longitude];
  if (typeof latitude !== 'number' || typeof longitude !== 'number' || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return undefined;
  return { latitude, longitude, name, address: map.address ? String(row[map.address] ?? '') : '' };
}

export function visibleActions(actions: readonly DetailAction[], row: Row, owner: boolean, point?: DetailPoint): DetailAction[] {
  return actions.filter((action) => {
    if (action.owner && !owner) return false;
    if (action.action === 'navigate' && point === undefined) return false;
    if (!rowMatches(action.when, row)) return false;
    if (action.action !== 'call') return true;
    if (!action.field) return false;
    return phoneHidden(action, row, owner) || !isBlank(row[action.field]);
  });
}

/** The unshelve call's input (the publish status flipped) and the button's label key. */
export function unshelveRequest(meta: EntityRef, row: Row): { input: Record<string, unknown>; label: MessageKey } | undefined {
  const publish = meta.publish;
  if (!publish) return undefined;
  const listed = String(row[publish.field] ?? '') === publish.listed;
  return {
    input: { [meta.id]: row[meta.id], [publish.field]: listed ? publish.unlisted : publish.listed },
    label: listed ? 'views.detail.unshelve' : 'views.detail.reshelve',
  };
}
