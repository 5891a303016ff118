import { httpMessages } from './messages/http.ts';
import { shellMessages } from './messages/shell.ts';
import { viewMessages } from './messages/views.ts';

/** Every string the user sees, in English and Simplified Chinese; one file of messages per area. */
export const catalogue = { ...httpMessages, ...shellMessages, ...viewMessages };
export type MessageKey = keyof typeof catalogue;
