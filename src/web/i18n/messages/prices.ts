import type { Messages } from '../messages-type.ts';

export const pricesMessages = {
} as const satisfies Messages;
