/** What list and detail templates may call; the web binds these to the user's language. */
export interface TemplateHelpers {
  text(value: unknown): string;
  dict(code: string, id: unknown): string;
  enum(field: string, value: unknown): string;
  unit(field: string): string;
  /** The field's label in the user's language. */
  label(field: string): string;
  num(value: unknown): string;
  money(cents: unknown): string;
  short(value: unknown): string;
  ago(time: unknown): string;
  /** A time or date as YYYY-MM-DD, in the viewer's time zone. */
  date(time: unknown): string;
}

export type Row = Record<string, unknown>;

export interface LocalText {
  en: string;
  zh: string;
}

/**
 * What a view needs to know of one entity field to show it. Registries carry only the fields and
 * keys their templates and tables use, so no page loads every entity's metadata.
 */
export interface FieldView {
  type?: string;
  label?: LocalText;
  enumLabels?: Record<string, LocalText>;
  dict?: string;
  unit?: LocalText;
  /** An integer amount in fen, shown as yuan. */
  money?: boolean;
}
export type FieldViews = Record<string, FieldView>;

/** The keys of an entity a detail page acts on. */
export interface EntityRef {
  name: string;
  id: string;
  owner?: string;
  publish?: { field: string; listed: string; unlisted: string };
}
export type TemplateFn = (r: Row, h: TemplateHelpers) => string;

export interface ItemTemplate {
  entity: string;
  idField: string;
  /** Enum labels and units of the fields the templates pass to enum and unit. */
  fields: FieldViews;
  /** Dictionaries the templates name. */
  dicts: string[];
  link: string | null;
  image: string | null;
  /** The image is a portrait: round, with the title's first character when missing. */
  avatar?: boolean;
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
  entity: EntityRef;
  /** The listed fields and those the heading and highlight use. */
  fieldViews: FieldViews;
  dicts: string[];
  heading: TemplateFn;
  highlight: TemplateFn | undefined;
  fields: string[];
  images: string | null;
  actions: DetailAction[];
}

export interface FormSubmit {
  label: LocalText;
  /** Values the button sends with the form's. */
  set: Record<string, string | number | boolean>;
  variant?: 'contained' | 'outlined';
  /** Shown only when the loaded record has these values (so never on a new record). */
  when?: Record<string, string | number | boolean>;
  /** Hidden when the loaded record has these values. */
  unless?: Record<string, string | number | boolean>;
}

export interface FormDescriptor {
  routeId: string;
  endpoint: string;
  load: string | null;
  /** Saves when the route carries the record's id; without one the form creates through endpoint. */
  edit: string | null;
  /** Buttons instead of the one default submit. */
  submits: FormSubmit[];
  /** The id field of the record the form edits or creates (null when the call writes no entity). */
  idField: string | null;
  fields: string[];
  ui: Record<string, { widget?: string; placeholder?: { en: string; zh: string }; rows?: number }>;
  prefill: Record<string, string>;
  then: { route?: string; replace?: boolean; session?: boolean; back?: boolean };
}
