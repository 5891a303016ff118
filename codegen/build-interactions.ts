import type { ManifestProblem } from './manifest-error.ts';
import type { Counter, DictModel, EntityModel, FieldModel, JsonSchema, Text, ToggleKind } from './model-types.ts';

/** The dictionary whose ids name what an interaction is about (trade post, market report, …). */
export const BUSINESS_TYPE_DICT = 'businessType';
/** The entities the generic interaction operations write. */
export const TOGGLE_ENTITY = 'userToggle';
export const COMMENT_ENTITY = 'userComment';

const COUNTER_TEXT: Record<Counter, { label: Text; unit: Text }> = {
  agree: { label: { en: 'Agrees', zh: '赞同' }, unit: { en: 'Agrees', zh: '赞同' } },
  disagree: { label: { en: 'Disagrees', zh: '反对' }, unit: { en: 'Disagrees', zh: '反对' } },
  comment: { label: { en: 'Comments', zh: '评论' }, unit: { en: 'Comments', zh: '评论' } },
  collection: { label: { en: 'Collections', zh: '收藏' }, unit: { en: 'Collections', zh: '收藏' } },
  read: { label: { en: 'Reads', zh: '阅读' }, unit: { en: 'Reads', zh: '阅读' } },
};

/** The row key telling a signed-in viewer whether they set a toggle. */
export const VIEWER_FLAGS: Record<ToggleKind, { field: string; label: Text }> = {
  collection: { field: 'isCollection', label: { en: 'Collected by you', zh: '已收藏' } },
  agree: { field: 'isAgree', label: { en: 'Agreed by you', zh: '已赞同' } },
  disagree: { field: 'isDisagree', label: { en: 'Disagreed by you', zh: '已反对' } },
};

export const TOGGLE_KINDS = Object.keys(VIEWER_FLAGS) as ToggleKind[];

export const counterField = (counter: Counter): string => `${counter}Count`;

function synthetic(name: string, type: FieldModel['type'], label: Text, stored: boolean, schema: JsonSchema, unit?: Text): FieldModel {
  const field: FieldModel = {
    name,
    type,
    label,
    required: false,
    readOnly: true,
    writeOnly: false,
    secret: false,
    stored,
    derived: !stored,
    schema: { ...schema, title: label.en, 'x-label': label, ...(unit ? { 'x-unit': unit } : {}) },
  };
  if (unit) field.unit = unit;
  if (stored) field.default = 0;
  return field;
}

type RawInteractive = { owner?: string; ownerProfile?: EntityModel['ownerProfile']; interactions?: EntityModel['interactions'] };

/**
 * The fields an entity gets from its interactions and owner profile: a stored counter per counter
 * it keeps, the viewer's flag per toggle, and the owner's name, description and avatar.
 */
export function interactionFields(file: string, raw: RawInteractive, declared: Set<string>, problems: ManifestProblem[]): FieldModel[] {
  const out: FieldModel[] = [];
  const add = (path: string, field: FieldModel, why: string) => {
    if (declared.has(field.name)) problems.push({ file, path, message: `${why} adds field "${field.name}", which the entity already declares` });
    else out.push(field);
  };
  (raw.interactions?.counters ?? []).forEach((counter, i) => {
    const text = COUNTER_TEXT[counter];
    add(
      `/interactions/counters/${i}`,
      synthetic(counterField(counter), 'integer', text.label, true, { type: 'integer', minimum: 0 }, text.unit),
      `counter "${counter}"`,
    );
    const flag = VIEWER_FLAGS[counter as ToggleKind];
    if (flag) add(`/interactions/counters/${i}`, synthetic(flag.field, 'boolean', flag.label, false, { type: 'boolean' }), `counter "${counter}"`);
  });
  const profile = raw.ownerProfile;
  if (profile && !raw.owner) problems.push({ file, path: '/ownerProfile', message: 'ownerProfile needs the entity to declare an owner' });
  const profileFields: [keyof NonNullable<typeof profile>, FieldModel['type'], Text, JsonSchema][] = [
    ['name', 'string', { en: 'Publisher', zh: '发布人' }, { type: 'string' }],
    ['describe', 'string', { en: 'About the publisher', zh: '发布人简介' }, { type: 'string' }],
    ['avatar', 'file', { en: 'Avatar', zh: '头像' }, { anyOf: [{ $ref: '#/$defs/fileInfo' }, { type: 'object', maxProperties: 0 }] }],
  ];
  for (const [key, type, label, schema] of profileFields) {
    const name = profile?.[key];
    if (name) add(`/ownerProfile/${key}`, synthetic(name, type, label, false, schema), `ownerProfile ${key}`);
  }
  return out;
}

/** Each businessType is an id of the businessType dictionary, and names one entity only. */
export function checkInteractions(entities: EntityModel[], dicts: Map<string, DictModel>, problems: ManifestProblem[]): void {
  const claimed = new Map<string, string>();
  for (const e of entities) {
    if (!e.interactions) continue;
    const at = '/interactions/businessType';
    const type = e.interactions.businessType;
    const dict = dicts.get(BUSINESS_TYPE_DICT);
    if (!dict) problems.push({ file: e.file, path: at, message: `needs the dictionary "${BUSINESS_TYPE_DICT}" in spec/dicts.yaml` });
    else if (!dict.items.some((item) => item.id === type)) {
      problems.push({
        file: e.file,
        path: at,
        message: `"${type}" is not an id of the ${BUSINESS_TYPE_DICT} dictionary (${dict.items.map((i) => i.id).join(', ')})`,
      });
    }
    const other = claimed.get(type);
    if (other) problems.push({ file: e.file, path: at, message: `businessType "${type}" is already declared by ${other}` });
    claimed.set(type, e.file);
    if (e.virtual || e.internal) problems.push({ file: e.file, path: '/interactions', message: 'a virtual or internal entity cannot take interactions' });
  }
}

/** The businessTypes of the entities that keep a counter, in dictionary order. */
export function typesKeeping(entities: Iterable<EntityModel>, counter: Counter): string[] {
  return [...entities]
    .filter((e) => e.interactions?.counters.includes(counter))
    .map((e) => e.interactions!.businessType)
    .sort((a, b) => Number(a) - Number(b));
}
