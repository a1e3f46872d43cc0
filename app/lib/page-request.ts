import { data } from "react-router";
import { ParamError, parsePage } from "./params";

/** The first item of a 1-based page. */
export function pageOffset(page: number, pageSize: number): number {
  return (page - 1) * pageSize;
}

/**
 * The ?page=N of a list page (1-based, spec §4 paging) and the offset it asks
 * for; anything else is the visitor's typo, answered 400 before any query.
 */
export function requestedPage(request: Request, pageSize: number): { page: number; offset: number } {
  try {
    const page = parsePage(new URL(request.url).searchParams);
    return { page, offset: pageOffset(page, pageSize) };
  } catch (error) {
    if (error instanceof ParamError) throw data(`Invalid page: ${error.message}`, { status: 400 });
    throw error;
  }
}
