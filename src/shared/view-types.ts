/** What list and detail templates may call; the web binds these to the user's language. */
export interface TemplateHelpers {
  text(value: unknown): string;
  /** A dictionary id's name; a list of ids gives their names, joined. */
  dict(code: string, id: unknown): string;
  enum(field: string, value: unknown): string;
  /** The field's enum label of true (or its label) when the value is true; '' otherwise. */
  flag(field: string, value: unknown): string;
  /** The field's label. */
  label(field: string): string;
  unit(field: string): string;
  /** The field's label in the user's language. */
  label(field: string): string;
  num(value: unknown): string;
  /** A signed change in % with one decimal: +8.5%, −3.2%, or – when there is none. */
  pct(value: unknown): string;
  money(cents: unknown): string;
  short(value: unknown): string;
  ago(time: unknown): string;
  /** A stored text in both languages ({ en, zh }, or its JSON) in the viewer's language. */
  tr(value: unknown): string;
  /** "<label> <number> <unit>" of a number field, or '' when it holds none. */
  labelled(field: string, value: unknown): string;
  /** A time or date as YYYY-MM-DD, in the viewer's time zone. */
  date(time: unknown): string;
  /**
   * Places stored as division code and Chinese name, pairs of arguments from the largest down: the
   * names in Chinese (joined), in English the division data's names, smallest first ("Jinxiang
   * County, Jining"); a code the data lacks keeps its stored name.
   */
  place(...codesAndNames: unknown[]): string;
  /** A month (YYYY-MM) as 2026年11月 or Nov 2026; '' for something else. */
  month(value: unknown): string;
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
  /** The fields of each row of a list field. */
  items?: Record<string, FieldView>;
  /** A filter's choices, when the call takes fewer values than the field has. */
  only?: readonly string[];
  /** An integer amount in fen, shown as yuan. */
  money?: boolean;
  /** A place stored by division: its code and name fields, in pairs, largest first (shown with the place helper). */
  place?: readonly string[];
}
export type FieldViews = Record<string, FieldView>;

/** The keys of an entity a detail page acts on. */
export interface EntityRef {
  name: string;
  id: string;
  owner?: string;
  publish?: { field: string; listed: string; unlisted: string; draft?: string };
}
export type TemplateFn = (r: Row, h: TemplateHelpers) => string;

export interface ItemTemplate {
  /** The entity of the rows, or '' for rows of a reply shape (then `fields` describes them). */
  entity: string;
  /** The field that keys a row and travels as the link's parameter. */
  idField: string;
  /** Labels, enum labels and units of the fields the templates pass to label, enum and unit. */
  fields: FieldViews;
  /** Dictionaries the templates name. */
  dicts: string[];
  link: string | null;
  /** Rows of mixed content: the field holding each row's businessType, and the detail route of each type. */
  linkBy?: { field: string; routes: Record<string, { route: string; param: string }> };
  image: string | null;
  /** 'wide': the picture is a 16:9 poster; square otherwise. */
  imageShape?: 'wide';
  /** The image is a portrait: round, with the title's first character when missing. */
  avatar?: boolean;
  badge: TemplateFn | undefined;
  title: TemplateFn;
  highlight: TemplateFn | undefined;
  lines: TemplateFn[];
  meta: TemplateFn | undefined;
  /** Chips beside the title, each shown when its conditions hold (the colour a row's field chooses). */
  chips?: DetailChip[];
  /** Lines in each language under the template lines, each shown when its conditions hold. */
  notes?: ItemNote[];
}

/** A line of a list item in each language, shown when its conditions hold. */
export interface ItemNote {
  text: { en: TemplateFn; zh: TemplateFn };
  when?: RowCondition[];
  testId?: string;
}

/** A test on a detail row's field: truthy without `is`, else equal to `is` (a boolean compares the flag). */
export interface RowCondition {
  field: string;
  is?: string | number | boolean | null;
}

export interface DetailAction {
  /** open: a button opening `route` with the row's id, labelled `label`. */
  action: 'call' | 'edit' | 'unshelve' | 'delete' | 'navigate' | 'run' | 'open';
  field?: string;
  route?: string;
  endpoint?: string;
  owner: boolean;
  /** All must hold for the button to show. */
  when?: RowCondition[];
  testId?: string;
  /** run: its label, fixed inputs, inputs from row fields, a question first, the route opened after (else the row is read again). */
  label?: LocalText;
  params?: Record<string, unknown>;
  rowParams?: Record<string, string>;
  confirm?: LocalText;
  then?: string;
  color?: 'primary' | 'error' | 'warning';
  variant?: 'contained' | 'outlined';
}

/** A chip under a detail heading or a note over its body: a template of the row in each language. */
export interface DetailChip {
  text: { en: TemplateFn; zh: TemplateFn };
  when?: RowCondition[];
  testId?: string;
  color?: 'default' | 'primary' | 'warning' | 'success';
}
export interface DetailNote {
  text: { en: TemplateFn; zh: TemplateFn };
  severity: 'info' | 'success' | 'warning';
  when?: RowCondition[];
  testId?: string;
}
export interface DetailWidget {
  widget: string;
  when?: RowCondition[];
  place: 'head' | 'body';
}

/** A toggle of the interaction bar: its call, the input that carries the wanted state, the row's keys. */
export interface ToggleCall {
  endpoint: string;
  flag: string;
  /** The row key telling whether the viewer has it set. */
  state: string;
  /** The row key of its counter. */
  count: string;
}

export type ToggleKind = 'collection' | 'agree' | 'disagree';

export interface DetailInteractions {
  businessType: string;
  toggles: Partial<Record<ToggleKind, ToggleCall>>;
  comments: { add: string; list: string; count: string } | null;
  /** The row key of the read counter, when the entity keeps one. */
  reads: string | null;
}

export interface DetailTemplate {
  endpoint: string;
  entity: EntityRef;
  /** The listed fields and those the heading, highlight and meta use. */
  fieldViews: FieldViews;
  dicts: string[];
  heading: TemplateFn;
  highlight: TemplateFn | undefined;
  /** The highlight shows only when these hold. */
  highlightWhen?: RowCondition[];
  meta: TemplateFn | undefined;
  /** Shown as a chip beside the heading when not blank. */
  badge: TemplateFn | undefined;
  /** A long text field shown as paragraphs. */
  body: string | null;
  fields: string[];
  /** File fields whose photos show under the table; with several, each under its label. */
  images: string[];
  audio: string | null;
  interactions: DetailInteractions | null;
  /** A small map of the row's point: the fields of its GCJ-02 latitude and longitude, and of its address. */
  map: { latitude: string; longitude: string; address?: string } | null;
  actions: DetailAction[];
  chips: DetailChip[];
  notes: DetailNote[];
  widgets: DetailWidget[];
  /** Test ids of the heading and the body, when a page keeps older ones. */
  testIds: { heading?: string; body?: string };
}

/** The levels of China's divisions, top down: 2-, 4-, 6- and 9-digit codes. */
export const DIVISION_LEVELS = ['province', 'city', 'county', 'street'] as const;
export type DivisionLevelName = (typeof DIVISION_LEVELS)[number];

/** A cascading division picker of a form: which fields receive each level's code and name. */
export interface DivisionPicker {
  label?: { en: string; zh: string };
  levels: Partial<Record<DivisionLevelName, { code: string; name?: string }>>;
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

/** A form's point on a map: the number fields that receive its GCJ-02 latitude and longitude, and optionally the address to fill. */
export interface LocationPicker {
  label?: { en: string; zh: string };
  latitude: string;
  longitude: string;
  address?: string;
}

export interface FormDescriptor {
  routeId: string;
  endpoint: string;
  load: string | null;
  /** Saves when the route carries the record's id; without one the form creates through endpoint. */
  edit: string | null;
  /** Buttons instead of the one default submit. */
  submits: FormSubmit[];
  /** The input of the load call that takes the id (its first required input). */
  loadKey: string | null;
  /** The id field of the record the form edits or creates (null when the call writes no entity). */
  idField: string | null;
  fields: string[];
  ui: Record<string, { widget?: string; placeholder?: { en: string; zh: string }; help?: { en: string; zh: string }; rows?: number }>;
  prefill: Record<string, string>;
  /** param: the route parameter that carries the record's id (else the id field's name). */
  then: { route?: string; param?: string; replace?: boolean; session?: boolean; user?: boolean; back?: boolean; toast?: LocalText };
  divisions: Record<string, DivisionPicker>;
  location: LocationPicker | null;
}

/** A share card text: one template for both languages (its helpers translate), or one a language. */
export type ShareTextTemplate = TemplateFn | { en: TemplateFn; zh: TemplateFn };

/** A page's share card template (view.share); an unset part takes the app's default. */
export interface ShareTemplate {
  /** Whether the templates are filled from the page's row (a detail view's, or a custom page's share.entity). */
  row: boolean;
  /** Labels, enum labels and units the templates ask for, of the row's entity. */
  fieldViews: FieldViews;
  dicts: string[];
  title: ShareTextTemplate | null;
  desc: ShareTextTemplate | null;
  /** The row's file field whose first picture is the card's image, or a path of the app's own. */
  image: { field: string } | { path: string } | null;
}

/**
 * A field of a hub chart's list shown by name (decision 0152): the place of a division code (`place`
 * names the code field, `field` the stored Chinese name), a dictionary item's name (`dict`), or an
 * enum's labels (`enum: entity.field` in the manifest; codegen writes its `labels`).
 */
export interface HubChartName {
  rows: string;
  field: string;
  place?: string;
  dict?: string;
  enum?: string;
  labels?: Record<string, LocalText>;
}

/** A hub's carousel (decision 0152): the rows a call answers, side by side as cards of an item template. */
export interface HubCarousel {
  call: string;
  item: string;
}
