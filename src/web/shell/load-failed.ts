import { useOnline } from '../offline/connection.ts';
import { t } from '../i18n/translate.ts';

/** The one line a failed load shows beside its retry: offline says so, anything else asks to try again. */
export function useLoadFailedText(): string {
  return useOnline() ? t('shell.error.loadFailed') : t('shell.error.offline');
}
