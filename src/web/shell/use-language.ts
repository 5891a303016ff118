import { useSyncExternalStore } from 'react';
import type { Language } from '../i18n/language.ts';
import { getLanguage, subscribeLanguage } from '../i18n/translate.ts';

export function useLanguage(): Language {
  return useSyncExternalStore(subscribeLanguage, getLanguage);
}
