/** What list and detail templates may call; the web binds these to the user's language. */
export interface TemplateHelpers {
  text(value: unknown): string;
  dict(code: string, id: unknown): string;
  enum(field: string, value: unknown): string;
  unit(field: string): string;
  num(value: unknown): string;
  money(cents: unknown): string;
  short(value: unknown): string;
  ago(time: unknown): string;
}

export type Row = Record<string, unknown>;
export type TemplateFn = (r: Row, h: TemplateHelpers) => string;

export interface ItemTemplate {
  entity: string;
  idField: string;
  link: string | null;
  image: string | null;
  /** 'wide': the picture is a 16:9 poster; square otherwise. */
  imageShape?: 'wide';
  badge: TemplateFn | undefined;
  title: TemplateFn;
  highlight: TemplateFn | undefined;
  lines: TemplateFn[];
  meta: TemplateFn | undefined;
}

export interface DetailAction {
  action: 'call' | 'edit' | 'unshelve' | 'delete';
  field?: string;
  route?: string;
  endpoint?: string;
  owner: boolean;
}

export interface DetailTemplate {
  endpoint: string;
  heading: TemplateFn;
  highlight: TemplateFn | undefined;
  fields: string[];
  images: string | null;
  actions: DetailAction[];
}

export interface FormDescriptor {
  routeId: string;
  endpoint: string;
  load: string | null;
  fields: string[];
  ui: Record<string, { widget?: string; placeholder?: { en: string; zh: string } }>;
  prefill: Record<string, string>;
  then: { route?: string; replace?: boolean; session?: boolean; back?: boolean };
}
