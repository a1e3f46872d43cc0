// What a kept value weighs on the heap, near enough for a cache's byte bound
// (app/lib/runtime/memory-budget.mjs): V8 tells no object's size, so this walks the
// value once, when it is kept, and counts its strings and buffers by their length
// and every object, array and slot by V8's usual header and pointer sizes on a
// 64-bit machine. An object reached twice counts once.

const HEADER = 24;
const SLOT = 8;
// V8 keeps a string of Latin-1 characters at a byte each, any other at two.
const TWO_BYTE = /[^\u0000-\u00ff]/;

function stringBytes(text: string): number {
  return HEADER + text.length * (TWO_BYTE.test(text) ? 2 : 1);
}

export function approximateBytes(value: unknown): number {
  const seen = new Set<object>();
  let bytes = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === "string") bytes += stringBytes(item);
    else if (typeof item === "bigint") bytes += HEADER;
    else if (item === null || typeof item !== "object") bytes += 0; // held in its slot (a small number, a boolean) or shared (a heap number's 16 is noise)
    else if (!seen.has(item)) {
      seen.add(item);
      if (ArrayBuffer.isView(item)) bytes += HEADER * 4 + item.byteLength;
      else if (item instanceof ArrayBuffer) bytes += HEADER * 2 + item.byteLength;
      else if (item instanceof Date) bytes += HEADER + SLOT;
      else if (item instanceof Map) {
        bytes += HEADER * 2 + item.size * 3 * SLOT;
        for (const [key, entry] of item) stack.push(key, entry);
      } else if (item instanceof Set) {
        bytes += HEADER * 2 + item.size * 2 * SLOT;
        for (const entry of item) stack.push(entry);
      } else if (Array.isArray(item)) {
        bytes += HEADER + item.length * SLOT;
        for (const entry of item) stack.push(entry);
      } else {
        // Property names live in the object's shape, shared by every object built alike.
        const values = Object.values(item);
        bytes += HEADER + values.length * SLOT;
        for (const entry of values) stack.push(entry);
      }
    }
  }
  return bytes;
}
