import type { Messages } from '../messages-type.ts';

export const exportsMessages = {
} as const satisfies Messages;
