import { httpMessages } from './messages/http.ts';
import { shellMessages } from './messages/shell.ts';
import { viewMessages } from './messages/views.ts';

/**
 * The texts every screen may need, in English and Simplified Chinese. An area's own texts live in
 * messages/<area>.ts behind areaTranslator, so they load with its pages, not with the first screen.
 */
export const catalogue = {
  ...httpMessages,
  ...shellMessages,
  ...viewMessages,
};
export type MessageKey = keyof typeof catalogue;
