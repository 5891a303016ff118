/**
 * Handlers still typed as a plain `Operation` (input a record, reply unknown), 1 of 117: the price entry
 * grid, whose published series carry plain strings where the document promises dictionary ids. Every
 * other handler is a `Handler<name>`, typed from its operation id, and handlers/index.ts holds each to
 * that: a new handler must be typed, and one that is typed must leave this list (a typed handler is not
 * an `Operation`).
 */
export type UntypedHandler = 'adminPriceGrid';
