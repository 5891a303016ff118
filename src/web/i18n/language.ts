export type Language = 'en' | 'zh';

const STORAGE_KEY = 'language';

/** The browser's language picks; a choice saved in the personal centre overrides it. */
export function detectLanguage(saved: string | null, browserLanguages: readonly string[]): Language {
  if (saved === 'en' || saved === 'zh') return saved;
  for (const tag of browserLanguages) {
    const lower = tag.toLowerCase();
    if (lower.startsWith('zh')) return 'zh';
    if (lower.startsWith('en')) return 'en';
  }
  return 'zh';
}

export function initialLanguage(): Language {
  const saved = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
  const langs = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return detectLanguage(saved, langs);
}

export function saveLanguage(lang: Language): void {
  localStorage.setItem(STORAGE_KEY, lang);
}
