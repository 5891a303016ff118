import { feedback } from '../http/feedback.ts';
import { tShare } from '../i18n/messages/share.ts';
import { shareCard, type ShareCardInput } from './share-card.ts';

const TOAST_MS = 4000;

/**
 * The share button: the system's share sheet (Web Share API) where there is one, else the link
 * copied to the clipboard with a toast saying so. Inside WeChat, a hint at its own menu.
 */
export async function sharePage(input: ShareCardInput, inWechat: boolean): Promise<void> {
  if (inWechat) {
    feedback.toast(tShare('share.inWechat', {}, input.lang), TOAST_MS);
    return;
  }
  const card = shareCard(input);
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: card.title, text: card.desc, url: card.link });
      return;
    } catch (error) {
      // The user closed the sheet: nothing to say. Any other refusal falls back to copying.
      if ((error as Error).name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(card.link);
    feedback.toast(tShare('share.copied', {}, input.lang), TOAST_MS);
  } catch {
    feedback.toast(tShare('share.copyFailed', { link: card.link }, input.lang), TOAST_MS);
  }
}
