import { wechatSdk } from '../platform/wechat-sdk.ts';
import { shareCard, type ShareCardInput } from './share-card.ts';

/**
 * Sets the page's card for chats and Moments through the JS-SDK (configured and ready, or undefined
 * outside WeChat or without an official account: then nothing is set).
 */
export async function shareInWechat(input: ShareCardInput): Promise<void> {
  const wx = await wechatSdk();
  if (!wx) return;
  const { title, desc, link, imgUrl } = shareCard(input);
  wx.updateAppMessageShareData({ title, desc, link, imgUrl });
  wx.updateTimelineShareData({ title, link, imgUrl });
}
