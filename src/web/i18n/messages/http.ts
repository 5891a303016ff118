import type { Messages } from '../messages-type.ts';

export const httpMessages = {
  'http.tip': { en: 'Tip', zh: '提示' },
  'http.error': { en: 'Error: {msg}', zh: '错误：{msg}' },
  'http.statusFailed': { en: 'Request failed, status code: {code}', zh: '请求失败，状态码：{code}' },
  'http.networkFailed': { en: 'Failed to call the API, please try again later!', zh: '接口调用失败，请稍后再试！' },
  'http.attemptsExceeded': { en: 'Request attempts exceeded {limit} times', zh: '请求次数超过 {limit} 次' },
  'http.sessionExpired': { en: 'Your sign-in has expired, please sign in again', zh: '登录已过期，请重新登录' },
} as const satisfies Messages;
