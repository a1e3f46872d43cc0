/**
 * One instance per process under `name`, kept on globalThis: the dev server
 * re-evaluates changed modules, and a second copy of state that owns resources
 * (a worker on a data directory, a held lock) would open them twice.
 */
export function singleton<T>(name: string, create: () => T): T {
  const key = Symbol.for(`prime-explorer.${name}`);
  const store = globalThis as Record<symbol, unknown>;
  if (!(key in store)) store[key] = create();
  return store[key] as T;
}
