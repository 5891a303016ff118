import { useSyncExternalStore } from 'react';
import Box from '@mui/material/Box';
import { offlineSavedAt, subscribeOffline } from '../offline/offline-state.ts';
import { useOnline } from '../offline/connection.ts';
import { getLanguage, t } from '../i18n/translate.ts';

/** The moment a kept reply was saved, in the reader's language and time zone. */
export function savedAtText(iso: string, lang = getLanguage()): string {
  return new Date(iso).toLocaleString(lang === 'zh' ? 'zh-CN' : 'en-GB', { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
}

/**
 * Shown under the navigation bar while the page's figures are the copies kept for offline use, or
 * while the phone has no network at all (the page's own blocks then say what did not load).
 */
export function OfflineNotice() {
  const savedAt = useSyncExternalStore(subscribeOffline, offlineSavedAt);
  const online = useOnline();
  if (savedAt === null && online) return null;
  return (
    <Box role="status" data-testid="offline-notice" sx={{ px: 1.5, py: 1, bgcolor: '#fff3e0', color: '#7c2d12', fontSize: 14, lineHeight: 1.4 }}>
      {savedAt === null ? t('shell.offline.none') : t('shell.offline.notice', { date: savedAtText(savedAt) })}
    </Box>
  );
}
