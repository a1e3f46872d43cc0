// The one way a caller races an answer against a deadline: a part that must never
// hold an answer up (the sponsor's label, the data tip, a pool's blocks) is waited
// for `waitMs` at most, then the caller goes on without it.

/**
 * `answer`'s value, or null when it takes longer than `waitMs` (the caller may
 * still hand `answer` itself on, to be streamed when it settles). A rejection
 * within the wait rejects.
 */
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
