export interface Text {
  en: string;
  zh: string;
}

export type FieldType = 'string' | 'number' | 'integer' | 'boolean' | 'datetime' | 'date' | 'file' | 'files' | 'list' | 'json';
export type JsonSchema = Record<string, unknown>;

export interface FieldModel {
  name: string;
  type: FieldType;
  label: Text;
  required: boolean;
  readOnly: boolean;
  writeOnly: boolean;
  secret: boolean;
  stored: boolean;
  dict?: string;
  nameField?: string;
  enum?: string[];
  enumLabels?: Record<string, Text>;
  default?: string | number | boolean;
  unit?: Text;
  patternMessage?: Text;
  /** An integer amount in fen, shown as yuan. */
  money?: boolean;
  /** JSON Schema of one value, with manifest-only keys removed. */
  schema: JsonSchema;
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
  publish?: { field: string; listed: string; unlisted: string };
  import?: { kind: string; key: string[] };
  unique: string[][];
  indexes: string[][];
  fields: FieldModel[];
}

export type OpKind = 'page' | 'get' | 'create' | 'update' | 'delete' | 'unshelve' | 'custom';

export interface OperationModel {
  id: string;
  group: string;
  name: string;
  file: string;
  method: 'GET' | 'POST' | 'QUERY';
  path: string;
  label: Text;
  summary?: string;
  auth: 'public' | 'login' | 'agent';
  op: OpKind;
  entity?: string;
  handler?: string;
  mask: boolean;
  cache?: number;
  scope?: 'listed' | 'mine' | 'all';
  filters: string[];
  order: string[];
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
  entity: string;
  badge?: string;
  title: string;
  highlight?: string;
  lines: string[];
  meta?: string;
  image?: string;
  avatar?: boolean;
  link?: string;
}

export interface RouteModel {
  id: string;
  file: string;
  path: string;
  title: Text;
  auth: 'public' | 'login';
  refresh: boolean;
  guestOnly: boolean;
  navigation: 'default' | 'custom';
  view: ViewModel;
}

export type ViewModel =
  | { kind: 'custom'; component: string }
  | { kind: 'list'; endpoint: string; item: string; params: Record<string, string>; filters: string[] }
  | {
      kind: 'detail';
      endpoint: string;
      heading: string;
      highlight?: string;
      fields: string[];
      images?: string;
      actions: { action: 'call' | 'edit' | 'unshelve' | 'delete'; field?: string; route?: string; endpoint?: string; owner: boolean }[];
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
      ui: Record<string, { widget?: string; placeholder?: Text; rows?: number }>;
      prefill: Record<string, string>;
      then: { route?: string; replace?: boolean; session?: boolean; back?: boolean };
    };

export interface FormSubmit {
  label: Text;
  set: Record<string, string | number | boolean>;
  variant?: 'contained' | 'outlined';
  when?: Record<string, string | number | boolean>;
  unless?: Record<string, string | number | boolean>;
}

export interface AppModel {
  name: Text;
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
  asyncTimeoutMs: number;
  networkTimeoutMs: number;
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
}
