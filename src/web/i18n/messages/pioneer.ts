import type { Messages } from '../messages-type.ts';
import { areaTranslator } from '../translate.ts';

/** Texts of the garlic pioneer pages (大蒜先锋). */
export const pioneerMessages = {
  'pioneer.hero.centre': { en: 'My pioneer centre', zh: '我的先锋中心' },
  'pioneer.counts': { en: 'Articles {articles} · Subscribers {subscribers}', zh: '文章 {articles} · 订阅 {subscribers}' },
  'pioneer.role.1': { en: 'Cold-storage owner', zh: '冷库老板' },
  'pioneer.role.2': { en: 'Exporter', zh: '出口商' },
  'pioneer.role.3': { en: 'Market analyst', zh: '行情分析师' },
  'pioneer.role.4': { en: 'Large grower', zh: '种植大户' },
  'pioneer.role.5': { en: 'Broker', zh: '经纪人' },
  'pioneer.role.6': { en: 'Processor', zh: '加工厂' },
  'pioneer.period.1': { en: 'Monthly', zh: '包月' },
  'pioneer.period.2': { en: 'Quarterly', zh: '包季' },
  'pioneer.period.3': { en: 'Yearly', zh: '包年' },
  'pioneer.offer.title': { en: 'Subscribe', zh: '订阅' },
  'pioneer.offer.subtitle': { en: 'Paid articles on {variety}, for the period you choose', zh: '按周期订阅{variety}付费文章' },
  'pioneer.offer.none': { en: 'This pioneer writes only free articles.', zh: '该先锋只发布免费文章。' },
  'pioneer.offer.closed': { en: 'Subscriptions to this variety are closed for now.', zh: '该品种暂未开放订阅。' },
  'pioneer.offer.pay': { en: '{period} ¥{price}', zh: '{period} ¥{price}' },
  'pioneer.offer.signIn': { en: 'Sign in to subscribe', zh: '登录后订阅' },
  'pioneer.offer.wechatOnly': { en: 'Open Garlic Market in WeChat to pay.', zh: '请在微信中打开大蒜行情完成支付。' },
  'pioneer.offer.cancelled': { en: 'Payment cancelled', zh: '已取消支付' },
  'pioneer.offer.pending': {
    en: 'Payment received; the article opens as soon as WeChat Pay confirms it. Pull down to refresh.',
    zh: '已支付，微信支付确认后即可阅读，下拉刷新。',
  },
  'pioneer.subscribedUntil': { en: '{variety}: subscribed until {date}', zh: '{variety}：订阅至{date}' },
  'pioneer.expiredOn': { en: '{variety}: ended {date}', zh: '{variety}：已于{date}到期' },
  'pioneer.mine': { en: 'This is your page', zh: '这是您的主页' },
  'pioneer.editProfile': { en: 'Edit profile', zh: '编辑资料' },
  'pioneer.viewPage': { en: 'My public page', zh: '我的主页' },
  'pioneer.write': { en: 'Write an article', zh: '写文章' },
  'pioneer.review.pending': {
    en: 'Your application is waiting for the operators: others see your profile once it is approved.',
    zh: '您的入驻申请正在等待运营人员审核，审核通过后他人才能看到您的资料。',
  },
  'pioneer.review.rejected': {
    en: 'Your application was not approved. Edit your profile to send it again. The operators said:',
    zh: '您的入驻申请未通过。修改资料后可重新提交。审核说明：',
  },
  'pioneer.suspended': {
    en: 'Your pioneer profile is suspended: it is hidden from others and you cannot publish. Contact the operators.',
    zh: '您的先锋资料已停用：他人无法查看，也不能发布文章。请联系运营人员。',
  },
  'pioneer.paywall.title': { en: 'For subscribers', zh: '订阅后阅读全文' },
  'pioneer.paywall.text': {
    en: 'You are reading the opening. Subscribe to {name} on {variety} to read the whole article and its pictures.',
    zh: '以上为试读内容。订阅{name}的{variety}专栏，即可阅读全文和配图。',
  },
  'pioneer.feedback.open': { en: 'Feedback on this article', zh: '反馈' },
  'pioneer.feedback.title': { en: 'Feedback to the editors', zh: '向平台反馈' },
  'pioneer.feedback.hint': { en: 'A wrong figure, a question or a complaint (5–500 characters)', zh: '数据有误、疑问或投诉（5-500字）' },
  'pioneer.feedback.send': { en: 'Send', zh: '提交' },
  'pioneer.feedback.tooShort': { en: 'Please write at least 5 characters', zh: '请至少填写5个字' },
  'pioneer.feedback.thanks': { en: 'Thank you, we have your feedback', zh: '感谢反馈，我们会尽快处理' },
  'pioneer.centre.signedOut': { en: 'Sign in to open your pioneer centre.', zh: '登录后进入先锋中心。' },
  'pioneer.centre.signIn': { en: 'Sign in', zh: '登录' },
  'pioneer.centre.browse': { en: 'Browse the pioneers', zh: '看看大蒜先锋' },
  'pioneer.centre.join': { en: 'Join the pioneers', zh: '加入大蒜先锋' },
  'pioneer.centre.joinText': {
    en: 'Share your view of the market with the trade: publish free and paid articles, and earn from subscriptions.',
    zh: '把您对行情的判断分享给同行：发布免费和付费文章，通过订阅获得收入。',
  },
  'pioneer.centre.apply': { en: 'Apply to join', zh: '申请入驻' },
  'pioneer.income.total': { en: 'Income', zh: '累计收入' },
  'pioneer.income.month': { en: 'This month', zh: '本月收入' },
  'pioneer.income.today': { en: 'Today', zh: '今日收入' },
  'pioneer.income.orders': { en: 'Paid orders', zh: '订单数' },
  'pioneer.income.subscribers': { en: 'Subscribers', zh: '订阅人数' },
  'pioneer.apply.intro': {
    en: 'Pioneers write for the whole trade. Tell readers who you are and what you cover; set prices per variety if you will publish paid articles (you can add them later).',
    zh: '大蒜先锋为全行业撰写行情分析。请介绍您自己和关注的品种；如需发布付费文章，请为品种设置订阅价格（也可以以后再设置）。',
  },
  'pioneer.apply.already': { en: 'You have already joined the pioneers.', zh: '您已入驻大蒜先锋。' },
  'pioneer.apply.first': { en: 'Only pioneers can do this. Apply to join first.', zh: '入驻大蒜先锋后才能使用此功能，请先申请入驻。' },
} as const satisfies Messages;

export const tPioneer = areaTranslator(pioneerMessages);
export type PioneerMessageKey = keyof typeof pioneerMessages;
