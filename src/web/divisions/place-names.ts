import type { Language } from '../i18n/language.ts';
import { callOperation } from '../http/call-operation.ts';

/** Divisions of the given codes as the server answers them (ksceDivision.names); unknown codes left out. */
export type PlaceLoader = (codes: string[]) => Promise<readonly { code: string; nameEn: string | null }[]>;

const CODE = /^\d{2}(\d{2}(\d{2}(\d{3})?)?)?$/;
/** The most codes one call takes (the call's own limit). */
export const BATCH = 100;

/**
 * English names of the places records store by division code and Chinese name (decision 0137). The
 * division data stays on the server: codes are asked for in batches as pages show them, once each,
 * and a page renders again (subscribe, version) when their names arrive.
 */
export function createPlaceNames(load: PlaceLoader) {
  // Code → English name; '' once asked for (or when the data has none), so the stored name stays.
  const english = new Map<string, string>();
  const wanted = new Set<string>();
  const listeners = new Set<() => void>();
  let version = 0;

  async function ask(codes: string[]) {
    codes.forEach((code) => english.set(code, ''));
    try {
      const found = await load(codes);
      found.forEach((d) => english.set(d.code, d.nameEn ?? ''));
      version += 1;
      listeners.forEach((l) => l());
    } catch {
      // Offline or refused: forget them, so a later page asks again.
      codes.forEach((code) => english.delete(code));
    }
  }

  function flush() {
    const codes = [...wanted];
    wanted.clear();
    for (let i = 0; i < codes.length; i += BATCH) void ask(codes.slice(i, i + BATCH));
  }

  return {
    /** The place's name in the language: its English name once known, else (and in Chinese) the stored one. */
    name(code: unknown, stored: unknown, lang: Language): string {
      const name = stored === null || stored === undefined ? '' : String(stored);
      if (lang === 'zh' || typeof code !== 'string' || !CODE.test(code)) return name;
      const known = english.get(code);
      if (known === undefined && !wanted.has(code)) {
        if (wanted.size === 0) queueMicrotask(flush);
        wanted.add(code);
      }
      return known || name;
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: (): number => version,
  };
}

export type PlaceNames = ReturnType<typeof createPlaceNames>;

async function loadFromServer(codes: string[]) {
  const reply = await callOperation('ksceDivision.names', { codes: codes.join(',') }, { silent: true });
  return reply.data;
}

export const placeNames = createPlaceNames(loadFromServer);
