import type { Messages } from '../messages-type.ts';

export const viewsMessages = {
} as const satisfies Messages;
