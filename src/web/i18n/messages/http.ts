import type { Messages } from '../messages-type.ts';

export const httpMessages = {
  "http.tip": { en: "Tip", zh: "提示" },
} as const satisfies Messages;
