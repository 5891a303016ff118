import type { RouteId } from '../../../../generated/routes.ts';

export interface HotMessage {
  serviceCode: 'CONJUNCTURE' | 'QUOTATION_HOT';
  businessType: string;
  businessId: string;
  title: string;
  publishTime: string;
  readCount: number;
}

const DETAILS: Record<HotMessage['serviceCode'], { route: RouteId; param: string }> = {
  CONJUNCTURE: { route: 'conjuncture/conjuncture-detail', param: 'conjunctureId' },
  QUOTATION_HOT: { route: 'market-quotation-hot-news/market-quotation-hot-news-detail', param: 'quotationArticleId' },
};

/** The detail page a hot message opens, or undefined for a service code the app does not know. */
export function hotMessageLink(message: HotMessage): { route: RouteId; params: Record<string, string> } | undefined {
  const target = DETAILS[message.serviceCode];
  return target && message.businessId ? { route: target.route, params: { [target.param]: message.businessId } } : undefined;
}
