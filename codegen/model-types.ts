import type { DetailAction as DetailActionModel, DivisionPicker, LocationPicker, RowCondition } from '../src/shared/view-types.ts';
import type { AllowedChange } from '../src/shared/schema-definition.ts';
import type { ChartViewModel } from '../src/shared/chart-view-types.ts';
import type { HubCarousel, HubChartName } from '../src/shared/view-types.ts';

export interface Text {
  en: string;
  zh: string;
}

export type FieldType = 'string' | 'number' | 'integer' | 'boolean' | 'datetime' | 'date' | 'file' | 'files' | 'json' | 'list' | 'strings';

/** The counters an entity that takes interactions may keep; each is a stored `<counter>Count` field. */
export const COUNTERS = ['agree', 'disagree', 'comment', 'collection', 'read'] as const;
export type Counter = (typeof COUNTERS)[number];
/** The counters a user sets or clears with a toggle call. */
export type ToggleKind = 'collection' | 'agree' | 'disagree';
export type JsonSchema = Record<string, unknown>;

export interface FieldModel {
  name: string;
  type: FieldType;
  label: Text;
  required: boolean;
  readOnly: boolean;
  writeOnly: boolean;
  secret: boolean;
  /** The field holds the entity's division names joined, largest first (fullAddr; decision 0137). */
  joinsDivisions?: boolean;
  /** A boolean field of the entity: while true, this field reaches the owner only, masked for everyone else (decision 0023). */
  concealedBy?: string;
  stored: boolean;
  /** Not a column: the server fills it when it presents a row (owner profile, the viewer's flags). */
  derived: boolean;
  dict?: string;
  nameField?: string;
  enum?: string[];
  enumLabels?: Record<string, Text>;
  default?: string | number | boolean;
  unit?: Text;
  patternMessage?: Text;
  /** What a file field takes. */
  accept?: 'image' | 'audio';
  /** The fields of each row of a list field. */
  items?: FieldModel[];
  /** An integer amount in fen, shown as yuan. */
  money?: boolean;
  /** The id of a row of another entity (with mine: one the signed-in user owns). */
  ref?: { entity: string; mine: boolean };
  /** JSON Schema of one value, with manifest-only keys removed. */
  schema: JsonSchema;
  /** Earlier names of the column: a database holding one renames it (decision 0105). */
  renamedFrom?: string[];
}

export interface EntityModel {
  name: string;
  file: string;
  table: string;
  label: Text;
  internal: boolean;
  id: string;
  owner?: string;
  created?: string;
  updated?: string;
  /** The listing field and values; draft is a row an operator wrote and has not published yet. */
  publish?: { field: string; listed: string; unlisted: string; draft?: string };
  /** Operators move rows up and down: the integer field that orders them, within groups of equal `within` fields. */
  ordered?: { field: string; within: string[]; then: string[] };
  import?: { kind: string; key: string[] };
  /** A reply shape only: fields and a row schema, no table. */
  virtual: boolean;
  /** Row keys filled from the owner's user record. */
  ownerProfile?: { name?: string; describe?: string; avatar?: string };
  /** The generic interactions the entity takes: its businessType and the counters it keeps. */
  interactions?: { businessType: string; counters: Counter[] };
  /** Fields of which a created or updated row must hold at least one. */
  requireOne?: string[];
  /** Field → the fields whose change on update resets it to its default. */
  resetOnChange?: Record<string, string[]>;
  /** A queue operators decide (issue 11): status field and values, reason field, what approving/rejecting set. */
  review?: Review;
  /** Operators hide rows with a reason: the flag and reason fields. */
  moderate?: { hidden: string; reason: string };
  /** Division levels → the fields holding their code and name, checked against the division table. */
  divisions?: DivisionPicker['levels'];
  /** Fields showing divisions' stored names → their code and name fields, in pairs, largest first: from the entity's and its forms' `divisions` (decision 0137). */
  places?: Record<string, string[]>;
  unique: string[][];
  indexes: string[][];
  fields: FieldModel[];
  /** Earlier names of the table (decision 0105). */
  renamedFrom?: string[];
  /** Column → the data-losing change the manifest allows (decision 0106). */
  allowChanges?: Record<string, AllowedChange>;
}

export interface Review {
  field: string;
  pending: string;
  approved: string;
  rejected: string;
  reason: string;
  approve?: Record<string, string | boolean | number>;
  reject?: Record<string, string | boolean | number>;
  title?: string;
  /** Approving adds this role to the owner's roles (the agent-role requests). */
  grantRole?: string;
  notice: Text;
}

export type OpKind =
  | 'page'
  | 'get'
  | 'create'
  | 'update'
  | 'delete'
  | 'unshelve'
  | 'toggle'
  | 'comment'
  | 'comments'
  | 'queue'
  | 'decide'
  | 'hide'
  | 'publish'
  | 'move'
  | 'custom';

export interface OperationModel {
  id: string;
  group: string;
  name: string;
  file: string;
  method: 'GET' | 'POST' | 'QUERY';
  path: string;
  label: Text;
  summary?: string;
  auth: 'public' | 'login' | 'agent' | 'operator';
  op: OpKind;
  entity?: string;
  handler?: string;
  mask: boolean;
  cache?: number;
  /** The per-user rate limit the call counts against (decision 0025). */
  limit?: 'posts' | 'comments' | 'topics' | 'feedback' | 'errorReports' | 'votes' | 'uploads' | 'phoneLookups';
  scope?: 'listed' | 'mine' | 'collected' | 'all';
  /** A toggle call: the flag it sets, and the input that holds the wanted state. */
  toggle?: ToggleKind;
  flag?: string;
  filters: string[];
  order: string[];
  /** Fixed equality conditions of a page call (field → stored value). */
  where?: Record<string, string>;
  /** A decide call: approve or reject; a hide call: hide or restore; a publish call: publish or withdraw. */
  decision?: 'approve' | 'reject' | 'hide' | 'restore' | 'publish' | 'withdraw';
  pageSize?: number;
  keys: { rows: string; total: string };
  paged: boolean;
  multipart: boolean;
  input: JsonSchema;
  output: JsonSchema;
}

export interface ItemModel {
  name: string;
  /** The manifest that declares it. */
  file: string;
  /** Rows of an entity (keyed by its id), or rows of a reply shape keyed by `key`. */
  entity?: string;
  schema?: string;
  key?: string;
  badge?: string;
  title: string;
  highlight?: string;
  lines: string[];
  meta?: string;
  image?: string;
  imageShape?: 'square' | 'wide';
  avatar?: boolean;
  link?: string;
  /** A field holding a businessType: the row opens the detail route of that type's entity. */
  linkBy?: string;
  /** Chips beside the title and lines in each language, each with an optional row condition (decision 0150). */
  chips: DetailChipModel[];
  notes: { text: Text; when?: RowCondition[]; testId?: string }[];
}

export interface RouteModel {
  id: string;
  file: string;
  path: string;
  title: Text;
  auth: 'public' | 'login' | 'operator';
  /** An entry of the operator console's hub (#/admin), when the route declares one. */
  console?: { order: number; summary?: Text };
  refresh: boolean;
  guestOnly: boolean;
  navigation: 'default' | 'custom';
  view: ViewModel;
  share?: ShareModel;
  /** The view only for whom `when` names; anyone else sees the `otherwise` hub sections. */
  gate?: { when: HubCondition; otherwise: HubSection[] };
  /** Reads fetched as the app starts on this route, before its page's code has loaded (decision 0147). */
  firstCalls?: FirstCall[];
  /** A public list route whose first page is fetched as the app starts on it (decision 0153). */
  firstPage?: true;
}

/** A read a route asks first: an endpoint and fixed input, fetched under the key its page asks it by. */
export interface FirstCall {
  call: string;
  input?: Record<string, string | number | boolean>;
  /** A reply field (of the first row of a list) holding an image path, fetched as soon as the reply arrives. */
  preloadImage?: string;
}

/** A template the same in both languages, or one a language. */
export type ShareText = string | Text;

// A detail view's row conditions and actions are the shapes the web reads (generated/details.ts).
export type { DetailAction as DetailActionModel, RowCondition } from '../src/shared/view-types.ts';

/** A chip under a detail heading; text in each language is a template of the row. */
export interface DetailChipModel {
  text: Text;
  when?: RowCondition[];
  testId?: string;
  color?: 'default' | 'primary' | 'warning' | 'success';
}

export interface DetailNoteModel {
  text: Text;
  severity: 'info' | 'success' | 'warning';
  when?: RowCondition[];
  testId?: string;
}

/** A hand-written block of src/web/overrides/detail-widgets.ts: in the head (under the chips) or after the photos. */
export interface DetailWidgetModel {
  widget: string;
  when?: RowCondition[];
  place: 'head' | 'body';
}

/** A page's share card (view.share); an unset key takes the app's default. */
export interface ShareModel {
  /** The entity whose row fills the templates: a detail view's, or the one a custom view names. */
  entity?: string;
  title?: ShareText;
  desc?: ShareText;
  /** A file field of the row, or a path of the app's own. */
  image?: string;
}

export type ViewModel =
  | { kind: 'custom'; component: string }
  /** A page that only sends on: to the launch's target (else the home route), or to a route. */
  | { kind: 'redirect'; to: string }
  | { kind: 'hub'; sections: HubSection[] }
  | ({ kind: 'chart' } & ChartViewModel)
  | ({ kind: 'list' } & ListViewModel)
  | { kind: 'tabs'; tabs: { title: Text; list: ListViewModel }[] }
  | {
      kind: 'detail';
      endpoint: string;
      /** The endpoint's reply schema (spec/schemas) when its reply is not an entity's row; `key` names the id field. */
      schema?: string;
      key?: string;
      heading: string;
      highlight?: string;
      highlightWhen?: RowCondition[];
      meta?: string;
      badge?: string;
      body?: string;
      fields: string[];
      images: string[];
      audio?: string;
      interactions: boolean;
      /** A small map of the row's point: its latitude and longitude fields, and the field of its address. */
      map?: { latitude: string; longitude: string; address?: string };
      actions: DetailActionModel[];
      /** Chips under the heading, notes over the body, named widgets (decision 0149); empty when not declared. */
      chips: DetailChipModel[];
      notes: DetailNoteModel[];
      widgets: DetailWidgetModel[];
      /** Test ids of the heading and the body, when a page keeps older ones. */
      testIds?: { heading?: string; body?: string };
    }
  | {
      kind: 'form';
      endpoint: string;
      load?: string;
      edit?: string;
      idField?: string;
      submits: FormSubmit[];
      fields: string[];
      required: string[];
      ui: Record<string, { widget?: string; placeholder?: Text; help?: Text; rows?: number }>;
      prefill: Record<string, string>;
      then: { route?: string; param?: string; replace?: boolean; session?: boolean; user?: boolean; back?: boolean; toast?: Text };
      divisions: Record<string, DivisionPicker>;
      location: LocationPicker | null;
    };

export interface ListViewModel {
  endpoint: string;
  item: string;
  params: Record<string, string | number | boolean>;
  filters: string[];
  /** A route the list's add button opens. */
  add?: string;
  /** table: a table of the rows on wide screens. */
  layout?: 'cards' | 'table';
  /** Tabs pending / approved / rejected setting a queue's status input. */
  statusTabs?: boolean;
  /** Approve and reject buttons on pending rows: the decide endpoints and the id input they take. */
  decide?: { approve: string; reject: string; id: string };
  /** Hide and restore on each row: the hide endpoints, the id input and the row's hidden flag. */
  moderate?: { hide: string; restore: string; id: string; hidden: string; labels?: 'suspend' };
  /** Publish and withdraw on each row: the publish endpoints, the id input, the listing field and its shown value. */
  publish?: { publish: string; withdraw: string; id: string; field: string; listed: string };
  /** Up and down on each row: the move endpoint, the id input and the fields whose rows are ordered apart. */
  move?: { endpoint: string; id: string; within: string[] };
  /** An edit button on each row: the form route and the id parameter it takes. */
  edit?: { route: string; id: string };
  /** The call's reply is every row (an array, no pages): asked once (decision 0150). */
  unpaged?: boolean;
}

/** What a businessType names: the entity, its id field and the detail route that shows one. */
export interface ContentType {
  businessType: string;
  entity: string;
  id: string;
  detailRoute?: string;
}

export interface FormSubmit {
  label: Text;
  set: Record<string, string | number | boolean>;
  variant?: 'contained' | 'outlined';
  when?: Record<string, string | number | boolean>;
  unless?: Record<string, string | number | boolean>;
}

export interface AppModel {
  name: Text;
  share: { description: Text; image: string };
  version: string;
  versionCode: number;
  homeRoute: string;
  loginRoute: string;
  pageSize: number;
  maxPageSize: number;
  homeBuySellPageSize: number;
  smsCountdownSeconds: number;
  retryLimit: number;
  reloginDebounceMs: number;
  listLoaderTimerMs: number;
  chunkLoadTimeoutMs: number;
  asyncLoadingDelayMs: number;
  firstCallsWaitMs: number;
  asyncTimeoutMs: number;
  networkTimeoutMs: number;
  uploadTimeoutMs: number;
  theme: Record<string, string>;
  tabBar: { route: string; icon: string; label: Text }[];
}

export interface DictModel {
  code: string;
  label: Text;
  items: { id: string; en: string; zh: string }[];
}

export interface SpecModel {
  app: AppModel;
  dicts: DictModel[];
  schemas: Record<string, JsonSchema>;
  entities: EntityModel[];
  operations: OperationModel[];
  items: ItemModel[];
  routes: RouteModel[];
  /** Entities that take interactions, by businessType. */
  contentTypes: ContentType[];
}

/** Who a hub section or link is for (view.hub `when:`): src/web/views/hub-conditions.ts answers each. */
export const HUB_CONDITIONS = ['signedOut', 'member', 'agent', 'notAgent', 'pioneer', 'notPioneer', 'operator'] as const;
export type HubCondition = (typeof HUB_CONDITIONS)[number];

/** What a hub button may do besides opening a route. */
export const HUB_COMMANDS = ['signOut'] as const;

/** A row of a hub's links section: a route (labelled with its title unless label says), or a hand-written row. */
export type HubLink =
  { route: string; icon?: string; label?: Text; badge?: string; testId?: string; when?: HubCondition } | { widget: string; when?: HubCondition };

export type HubAction = { icon: string; label: Text; testId?: string; tone?: 'danger' | 'quiet' } & (
  { route: string } | { run: (typeof HUB_COMMANDS)[number] }
);

/** A hub's coloured head: its heading (the page's h1), a line under it and a small button opening a route. */
export interface HubBanner {
  title: Text;
  text?: Text;
  link?: { route: string; label?: Text; testId?: string };
}

/** A hub's block of text: a heading (with an icon), a lead paragraph and numbered steps; or, with tone info, a notice. */
export interface HubCard {
  icon?: string;
  title?: Text;
  text?: Text;
  steps?: Text[];
  tone?: 'info';
}

/** A section of a hub view: a banner, a titled row of tiles, a list of links, a named hand-written widget, a note, a card of text, a button, tabs of lists or one list. */
export type HubSection = { when?: HubCondition } & (
  | { title?: Text; testId?: string; tiles: { route: string; icon: string; label?: Text }[] }
  | { title?: Text; testId?: string; links: HubLink[] | 'console' }
  | { widget: string }
  | { note: Text }
  | { testId?: string; card: HubCard }
  | { action: HubAction }
  | { tabs: { title: Text; testId?: string; list: ListViewModel }[] }
  | { banner: HubBanner }
  /** One list, its inputs in routeParams taken from the page's route parameters (a pioneer's articles by the page's id). */
  | { title?: Text; testId?: string; list: ListViewModel; routeParams?: Record<string, string> }
  /** A statistics view's cards without pickers, some reply fields shown as names (decision 0152). */
  | { chart: ChartViewModel; names?: HubChartName[] }
  /** A call's rows side by side, as cards of an item template (decision 0152). */
  | { title?: Text; testId?: string; carousel: HubCarousel }
);
