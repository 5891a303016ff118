import type { Language } from './language.ts';
import { catalogue, type MessageKey } from './catalogue.ts';

let current: Language = 'zh';
const listeners = new Set<() => void>();

export function getLanguage(): Language {
  return current;
}

export function setLanguage(lang: Language): void {
  if (lang === current) return;
  current = lang;
  document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
  listeners.forEach((l) => l());
}

export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

type Params = Record<string, string | number>;

const englishPlural = new Intl.PluralRules('en');

/**
 * Fills {name} with a param, and {name|one|other} with the form the param's number takes in English
 * ('#' in it stands for the number): '{n|# store|# stores}' gives '1 store' and '3 stores'.
 */
export function fillMessage(text: string, params: Params): string {
  return text.replace(/\{(\w+)(?:\|([^|}]*)\|([^}]*))?\}/g, (m, name: string, one?: string, other?: string) => {
    if (!(name in params)) return m;
    const value = params[name]!;
    if (one === undefined) return String(value);
    return (englishPlural.select(Number(value)) === 'one' ? one : other!).replaceAll('#', String(value));
  });
}

/** The message in the current language, with {name} placeholders filled. */
export function t(key: MessageKey, params: Params = {}, lang: Language = current): string {
  return fillMessage(catalogue[key][lang], params);
}

/**
 * A translator for one area's messages. The shared catalogue holds only what every screen needs;
 * an area's texts live in its own module, so they load with the pages that use them.
 */
export function areaTranslator<K extends string>(messages: Record<K, { en: string; zh: string }>) {
  // A key the area lacks shows as itself rather than breaking the page (only a cast can cause it).
  return (key: K, params: Params = {}, lang: Language = current): string => fillMessage(messages[key]?.[lang] ?? key, params);
}

/** A manifest text ({en, zh}) in the current language. */
export function pick(text: { en: string; zh: string }, lang: Language = current): string {
  return text[lang];
}
