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

/** The message in the current language, with {name} placeholders filled. */
export function t(key: MessageKey, params: Record<string, string | number> = {}, lang: Language = current): string {
  const text = catalogue[key][lang];
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}

/** A manifest text ({en, zh}) in the current language. */
export function pick(text: { en: string; zh: string }, lang: Language = current): string {
  return text[lang];
}
