/**
 * A request body as text, or null as soon as it is longer than `maxBytes`:
 * the rest is not kept, whatever Content-Length claims (or when it is absent).
 * A refused body is still read and dropped up to `drainBytes` more, so that the
 * connection can close after the answer with nothing unread on it: closing a
 * socket with unread data resets it, and the client may lose the answer.
 * Beyond that it is cancelled.
 */
export async function readBodyText(request: Request, maxBytes: number, drainBytes = 0): Promise<string | null> {
  const declared = Number(request.headers.get("Content-Length") ?? 0);
  if (declared > maxBytes) {
    if (declared <= maxBytes + drainBytes) await drain(request, maxBytes + drainBytes);
    return null;
  }
  if (!request.body) return "";
  const reader = request.body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    size += value.byteLength;
    if (size > maxBytes) {
      reader.releaseLock();
      await drain(request, maxBytes + drainBytes - size);
      return null;
    }
    text += decoder.decode(value, { stream: true });
  }
}

/** Reads and drops the rest of a body up to `limit` bytes; a longer one is cancelled. */
async function drain(request: Request, limit: number): Promise<void> {
  if (!request.body) return;
  const reader = request.body.getReader();
  let left = limit;
  while (left >= 0) {
    const { done, value } = await reader.read();
    if (done) return;
    left -= value.byteLength;
  }
  await reader.cancel();
}
