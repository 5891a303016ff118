import { httpMessages } from './messages/http.ts';
import { shellMessages } from './messages/shell.ts';
import { viewMessages } from './messages/views.ts';
import { pricesMessages } from './messages/prices.ts';
import { walkMessages } from './messages/walk.ts';
import { exportsMessages } from './messages/exports.ts';
import { inventoryMessages } from './messages/inventory.ts';
import { vipdataMessages } from './messages/vipdata.ts';

/** Every string the user sees, in English and Simplified Chinese; one file of messages per area. */
export const catalogue = {
  ...httpMessages,
  ...shellMessages,
  ...viewMessages,
  ...pricesMessages,
  ...walkMessages,
  ...exportsMessages,
  ...inventoryMessages,
  ...vipdataMessages,
};
export type MessageKey = keyof typeof catalogue;
