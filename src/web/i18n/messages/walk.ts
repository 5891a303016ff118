import type { Messages } from '../messages-type.ts';

export const walkMessages = {
} as const satisfies Messages;
