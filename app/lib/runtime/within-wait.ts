// A part that must never hold an answer up: after `waitMs` the caller goes on without it.

/** `answer`, or null when it takes longer than `waitMs`. */
export async function withinWait<T>(answer: Promise<T>, waitMs: number): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), waitMs);
  });
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}
