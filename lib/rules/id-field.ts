import { z } from 'zod';
import { ID_MAX, idText } from './id';

/*
 * The zod side of the id rule, for the API's schemas. Kept apart from ./id so the browser's
 * bundles (which use parseId/isId) do not carry zod: zod's builders run at import time and cannot
 * be tree-shaken away.
 */

/**
 * The API's id field (query string or JSON), with the same rule as `parseId`. Missing or empty
 * text stays missing, so "required" or the default applies. Whole decimal text becomes a number
 * (a minus sign is kept so that "-1" reads "at least 1"); anything else ("0x10", "1e3", "1.0")
 * stays text and fails as a wrong type. The limits come before the integer check so theirs is
 * the message shown.
 */
export function idField() {
  return z.preprocess(readId, idNumber);
}

/** `idField` that may be left out (or empty): then undefined, for the default to apply. */
export function optionalIdField() {
  return z.preprocess(readId, idNumber.optional());
}

function readId(v: unknown): unknown {
  return v === undefined || v === null || (typeof v === 'string' && v.trim() === '')
    ? undefined
    : idText(v);
}

/** An id once read: what `idField` checks, for lists of ids. */
export const idNumber = z.number().min(1).max(ID_MAX).int();
