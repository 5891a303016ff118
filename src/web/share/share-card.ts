import { shareDefaults, shareTemplates } from '../../../generated/shares.ts';
import type { LocalText, Row, ShareTemplate, ShareTextTemplate } from '../../shared/view-types.ts';
import type { Language } from '../i18n/language.ts';
import { createTemplateHelpers } from '../views/template-helpers.ts';
import { filePaths, tidy } from '../views/list-item-model.ts';

/** What WeChat's updateAppMessageShareData takes (updateTimelineShareData takes the same but desc). */
export interface ShareCard {
  title: string;
  desc: string;
  link: string;
  imgUrl: string;
}

export interface ShareCardInput {
  routeId: string;
  pageTitle: LocalText;
  /** The row the page shows, once loaded. */
  row: Row | undefined;
  lang: Language;
  /** The page's address: its origin and path, and the in-app location in its hash. */
  href: string;
}

/**
 * The address a card links to: the app's entry with the page in `shareUrl`, which the launch
 * handler opens — WeChat may drop a link's #fragment, so the page does not travel in it.
 */
export function shareLink(href: string): string {
  const url = new URL(href);
  const inApp = url.hash.replace(/^#/, '');
  const base = `${url.origin}${url.pathname}`;
  return inApp.startsWith('/pages/') ? `${base}?shareUrl=${encodeURIComponent(inApp)}` : base;
}

function fill(template: ShareTextTemplate | null, row: Row, lang: Language, fields: ShareTemplate['fieldViews']): string {
  if (!template) return '';
  const fn = typeof template === 'function' ? template : template[lang];
  return tidy(fn(row, createTemplateHelpers({ fields, lang })));
}

/**
 * A page's share card: its manifest's share templates filled from the row (view.share), each part
 * the app's default when unset, blank, or waiting for a row that has not loaded: the page title, the
 * app's description and its icon.
 */
export function shareCard({ routeId, pageTitle, row, lang, href }: ShareCardInput): ShareCard {
  const template = (shareTemplates as Record<string, ShareTemplate>)[routeId];
  const origin = new URL(href).origin;
  const defaults = {
    title: pageTitle[lang] || shareDefaults.description[lang],
    desc: shareDefaults.description[lang],
    imgUrl: new URL(shareDefaults.image, origin).href,
  };
  const link = shareLink(href);
  if (!template) return { ...defaults, link };
  if (template.row && !row) return { ...defaults, link };
  const values = row ?? {};
  const image = template.image && ('path' in template.image ? template.image.path : filePaths(values[template.image.field])[0]);
  return {
    title: fill(template.title, values, lang, template.fieldViews) || defaults.title,
    desc: fill(template.desc, values, lang, template.fieldViews) || defaults.desc,
    link,
    imgUrl: image ? new URL(image, origin).href : defaults.imgUrl,
  };
}
