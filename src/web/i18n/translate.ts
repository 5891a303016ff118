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

function fill(text: string, params: Params): string {
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}

/** The message in the current language, with {name} placeholders filled. */
export function t(key: MessageKey, params: Params = {}, lang: Language = current): string {
  return fill(catalogue[key][lang], params);
}

/**
 * A translator for one area's messages. The shared catalogue holds only what every screen needs;
 * an area's texts live in its own module, so they load with the pages that use them.
 */
export function areaTranslator<K extends string>(messages: Record<K, { en: string; zh: string }>) {
  // A key the area lacks shows as itself rather than breaking the page (only a cast can cause it).
  return (key: K, params: Params = {}, lang: Language = current): string => fill(messages[key]?.[lang] ?? key, params);
}

/** A manifest text ({en, zh}) in the current language. */
export function pick(text: { en: string; zh: string }, lang: Language = current): string {
  return text[lang];
}
