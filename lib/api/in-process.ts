import 'server-only';

/**
 * Answers to the in-process BFF, handed over as text instead of through a Response body.
 *
 * `upstream` calls the API in the same process (`app.fetch`). A body read back through the Fetch
 * API costs a scan for lone surrogates, UTF-8 encoding, a stream and UTF-8 decoding before the
 * JSON parse: for a 300-match day (156 KB) about 4 ms of a 60 ms render. The envelope's JSON text
 * is the answer either way; only its transport changes. A request is registered here by the code
 * that builds it, so nothing a client sends can select this path.
 */
const pending = new WeakMap<Request, string | null>();

/** Marks a request built by the in-process BFF. */
export function expectAnswer(request: Request): void {
  pending.set(request, null);
}

/** Keeps `text` for the in-process caller of `request`; false for any other request. */
export function handOver(request: Request, text: string): boolean {
  if (!pending.has(request)) return false;
  pending.set(request, text);
  return true;
}

/** The text handed over for `request`, if any (once). */
export function takeAnswer(request: Request): string | null {
  const text = pending.get(request) ?? null;
  pending.delete(request);
  return text;
}
