/**
 * Handlers still typed as a plain `Operation` (input a record, reply unknown), 4 of 117: most return
 * rows of the generic presentation (`Row`) or shared shapes wider than the document's (a string where it
 * promises an enum, `object` for an image). Every other handler is a `Handler<name>`, typed from its
 * operation id, and handlers/index.ts holds each to that: a new handler must be typed, and one that is
 * typed must leave this list (a typed handler is not an `Operation`).
 */
export type UntypedHandler =
  | 'adminPriceGrid'
  | 'auditFindByPage'
  | 'userLift'
  | 'userSuspend';
