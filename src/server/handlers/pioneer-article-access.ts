// Who may see a pioneer article and how much of it (spec/entities/garlic-pioneer-article.yaml).

export const FREE = '1' as const;
export const PAID = '2' as const;
export const ON_SHELF = '1' as const;
export const OFF_SHELF = '0' as const;
export const ACTIVE = '1' as const;

/** A paid article's preview: the first 30% of its text, at most this many characters. */
export const PREVIEW_MAX_CHARS = 120;
/** A list card's summary of a readable article. */
export const SUMMARY_CHARS = 80;

export interface ArticleFacts {
  publishUserId: string | null;
  isDraft: boolean;
  status: string | null;
  subscribeType: string;
  pioneerStatus: string | null;
}

export interface Viewer {
  frontUserId: string | undefined;
  /** The viewer has a running subscription to the article's pioneer for its variety. */
  subscribed: boolean;
}

export function isAuthor(article: Pick<ArticleFacts, 'publishUserId'>, viewer: Pick<Viewer, 'frontUserId'>): boolean {
  return viewer.frontUserId !== undefined && article.publishUserId === viewer.frontUserId;
}

/** Drafts, off-shelf articles and a suspended pioneer's articles exist only for their author. */
export function canOpen(article: ArticleFacts, viewer: Pick<Viewer, 'frontUserId'>): boolean {
  if (isAuthor(article, viewer)) return true;
  return !article.isDraft && article.status === ON_SHELF && article.pioneerStatus === ACTIVE;
}

/** A paid article is locked for everyone but its author and running subscribers. */
export function isLocked(article: Pick<ArticleFacts, 'publishUserId' | 'subscribeType'>, viewer: Viewer): boolean {
  return article.subscribeType === PAID && !isAuthor(article, viewer) && !viewer.subscribed;
}

/** Characters counted as the reader sees them (a surrogate pair is one). */
function cut(text: string, chars: number): string {
  const all = Array.from(text.trim());
  return all.length <= chars ? all.join('') : `${all.slice(0, chars).join('').trimEnd()}…`;
}

/** What a locked reader gets of the text. */
export function previewOf(content: string): string {
  const length = Array.from(content.trim()).length;
  return cut(content, Math.min(PREVIEW_MAX_CHARS, Math.floor(length * 0.3)));
}

/** A card's one-paragraph summary: the preview when locked, else the text's beginning. */
export function summaryOf(content: string, locked: boolean): string {
  const flat = content.replace(/\s+/g, ' ');
  return locked ? previewOf(flat) : cut(flat, SUMMARY_CHARS);
}
