import type { Messages } from '../messages-type.ts';

export const shellMessages = {
} as const satisfies Messages;
