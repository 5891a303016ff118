import type { Messages } from '../messages-type.ts';

export const vipdataMessages = {
} as const satisfies Messages;
