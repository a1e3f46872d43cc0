// The transaction page's URL state: `?io=all` shows every input and output instead
// of the first ones (a link from a long list, or to an output past them).

export const SHOW_ALL_IO = { param: "io", value: "all" } as const;

/** Whether the URL asks for every input and output; any other value is the default view. */
export function parseShowAllIo(params: URLSearchParams): boolean {
  return params.get(SHOW_ALL_IO.param) === SHOW_ALL_IO.value;
}
