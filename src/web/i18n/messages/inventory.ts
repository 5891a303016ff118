import type { Messages } from '../messages-type.ts';

export const inventoryMessages = {
} as const satisfies Messages;
