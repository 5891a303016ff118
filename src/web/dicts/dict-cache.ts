import { dicts } from '../../../generated/app.ts';
import type { Language } from '../i18n/language.ts';
import { callOperation } from '../http/call-operation.ts';

export interface DictEntry {
  id: string;
  en: string;
  zh: string;
}

export type DictLoader = (code: string) => Promise<DictEntry[]>;

const UNKNOWN = { en: '[Unknown]', zh: '[未知]' } as const;

/** Server reply of dictItem.getDictItemByDictCode → entries; anything malformed is dropped. */
export function parseDictReply(data: unknown): DictEntry[] {
  if (!Array.isArray(data)) return [];
  return data.flatMap((item: unknown) => {
    if (!item || typeof item !== 'object') return [];
    const { id, name, nameEn } = item as Record<string, unknown>;
    if ((typeof id !== 'string' && typeof id !== 'number') || typeof name !== 'string') return [];
    return [{ id: String(id), zh: name, en: typeof nameEn === 'string' && nameEn ? nameEn : name }];
  });
}

/**
 * Dictionary items per code: seeded from generated/app.ts so the first render needs no call, then
 * refreshed once per code from the server (operators may have added items).
 */
export function createDictCache(load: DictLoader) {
  const items = new Map<string, DictEntry[]>(Object.entries(dicts).map(([code, d]) => [code, d.items.map((i) => ({ id: i.id, en: i.en, zh: i.zh }))]));
  const loading = new Map<string, Promise<void>>();
  const listeners = new Set<() => void>();
  let version = 0;

  function ensure(code: string): Promise<void> {
    const running = loading.get(code);
    if (running) return running;
    const task = load(code).then(
      (entries) => {
        if (entries.length === 0) return;
        items.set(code, entries);
        version += 1;
        listeners.forEach((l) => l());
      },
      () => {
        loading.delete(code);
      },
    );
    loading.set(code, task);
    return task;
  }

  return {
    items: (code: string): readonly DictEntry[] => items.get(code) ?? [],
    name(code: string, id: unknown, lang: Language): string {
      if (id === null || id === undefined || id === '') return '';
      const entry = items.get(code)?.find((i) => i.id === String(id));
      return entry ? entry[lang] : UNKNOWN[lang];
    },
    ensure,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: (): number => version,
  };
}

export type DictCache = ReturnType<typeof createDictCache>;

async function loadFromServer(code: string): Promise<DictEntry[]> {
  const reply = await callOperation('dictItem.getDictItemByDictCode', { dictCode: code }, { silent: true });
  return parseDictReply(reply.data);
}

export const dictCache = createDictCache(loadFromServer);
