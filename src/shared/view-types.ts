/** What list and detail templates may call; the web binds these to the user's language. */
export interface TemplateHelpers {
  text(value: unknown): string;
  dict(code: string, id: unknown): string;
  enum(field: string, value: unknown): string;
  unit(field: string): string;
  /** The field's label in the user's language. */
  label(field: string): string;
  num(value: unknown): string;
  /** A signed change in % with one decimal: +8.5%, −3.2%, or – when there is none. */
  pct(value: unknown): string;
  money(cents: unknown): string;
  short(value: unknown): string;
  ago(time: unknown): string;
}

export type Row = Record<string, unknown>;
export type TemplateFn = (r: Row, h: TemplateHelpers) => string;

/** What a template's helpers need to know of a field of a reply shape (an entity's come from its registry). */
export interface ShapeField {
  label?: { en: string; zh: string };
  unit?: { en: string; zh: string };
  enumLabels?: Record<string, { en: string; zh: string }>;
}

export interface ItemTemplate {
  /** The entity of the rows, or '' for rows of a reply shape (then `fields` describes them). */
  entity: string;
  /** The field that keys a row and travels as the link's parameter. */
  idField: string;
  fields?: Record<string, ShapeField>;
  /** Dictionaries the templates of a reply shape's rows name. */
  dicts?: readonly string[];
  link: string | null;
  image: string | null;
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
