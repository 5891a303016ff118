import type { entities, EntityName } from '../../../generated/entities.ts';
import { presentRow, type DictCode, type DictId, type Row } from './rows.ts';
import type { NoFile, StoredFile } from './stored-files.ts';

// What presentRow answers for an entity, typed from its metadata in generated/entities.ts: the same
// metadata the OpenAPI document's `<entity>Row` schemas are built from (codegen/build-operations.ts rowSchema).

type Fields<E extends EntityName> = (typeof entities)[E]['fields'];

/** A field's value as fromColumn reads it: an enum's or dictionary's ids, a file or `{}`, a list or `[]`. */
type ValueOf<F> = F extends { type: 'boolean' }
  ? boolean
  : F extends { type: 'integer' | 'number' }
    ? number
    : F extends { type: 'file' }
      ? StoredFile | NoFile
      : F extends { type: 'files' }
        ? StoredFile[]
        : F extends { type: 'strings'; dict: infer D extends DictCode }
          ? DictId<D>[]
          : F extends { type: 'strings' }
            ? string[]
            : F extends { type: 'json' | 'list' }
              ? unknown
              : F extends { enumLabels: infer L }
                ? keyof L & string
                : F extends { dict: infer D extends DictCode }
                  ? DictId<D>
                  : string;

/** An optional field the row has no value for is null, except the kinds fromColumn answers empty (`{}`, `[]`). */
type Shown<F, IsId extends boolean> = IsId extends true
  ? ValueOf<F>
  : F extends { required: true }
    ? ValueOf<F>
    : F extends { type: 'file' | 'files' | 'strings' | 'json' | 'list' }
      ? ValueOf<F>
      : ValueOf<F> | null;

type StoredField<E extends EntityName> = {
  [K in keyof Fields<E>]: Fields<E>[K] extends { secret: false; stored: true } ? K : never;
}[keyof Fields<E>];

/** The name presentRow puts beside each dictionary id (a list of names beside a list of ids). */
type NameFields<E extends EntityName> = {
  [K in StoredField<E> as Fields<E>[K] extends { dict: string; nameField: infer N extends string } ? N : never]: Fields<E>[K] extends {
    type: 'strings';
  }
    ? string[]
    : string;
};

type Counters<E extends EntityName> = (typeof entities)[E] extends { interactions: { counters: readonly (infer C extends string)[] } }
  ? Record<`${C}Count`, number>
  : unknown;

export type Presented<E extends EntityName> = {
  -readonly [K in StoredField<E>]: Shown<Fields<E>[K], K extends (typeof entities)[E]['id'] ? true : false>;
} & NameFields<E> &
  Counters<E>;

/**
 * presentRow for a named entity, typed from its metadata. The stored row was written through the
 * validation of that same metadata, which is what this type takes on trust (the one claim of the file).
 */
export function presentEntity<E extends EntityName>(entityName: E, stored: Row, viewerId?: string | null): Presented<E> {
  return presentRow(entityName, stored, viewerId) as Presented<E>;
}
