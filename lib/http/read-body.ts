/**
 * Reads a request body stream no further than `max` bytes: counted chunk by chunk while it
 * streams, cancelled as soon as it is over. Null when it is too large; an empty body for none.
 * The API (lib/api/app.ts) and the BFF (lib/bff/proxy-route.ts) both read bodies through it.
 */
export async function readAtMost(
  stream: ReadableStream<Uint8Array> | null,
  max: number,
): Promise<Uint8Array | null> {
  if (!stream) return new Uint8Array(0);
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
