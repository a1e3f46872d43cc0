import { DataSourceUnavailableError, rethrowUnavailable } from "../lib/errors/data-source-unavailable";
import type { Network } from "../lib/navigation/network";
import type { ExplorerApi } from "./contract";
import { logUnavailable } from "./error-answer.server";
import { explorerApi } from "./explorer-api.server";

export type SectionOptions<Placeholder> = {
  /**
   * What the page shows in the section's place while the data source does not
   * answer. Default null, which the components render as their 'Failed to load …'.
   */
  unavailable?: Placeholder;
  /** Tries while the source is unavailable (default 1); a bug is never tried again. */
  attempts?: number;
};

/**
 * A part of a page that may fail on its own: the page still answers when this
 * part's data source is unavailable, and shows `unavailable` in its place. Any
 * other failure is a bug and still fails the page (its 500), so a broken query
 * cannot hide behind an empty section.
 *
 * The read gets its own api, whose unavailable source is thrown as the
 * DataSourceUnavailableError itself rather than as the page's 503: a section
 * needs no decoding of a response to know why it failed, and the page's own
 * reads (through `explorerApi(network)`) still make the whole page a 503.
 */
export async function section<T, Placeholder = null>(
  network: Network,
  read: (api: ExplorerApi) => Promise<T>,
  options: SectionOptions<Placeholder> = {},
): Promise<T | Placeholder> {
  const api = explorerApi(network, rethrowUnavailable);
  const attempts = Math.max(1, options.attempts ?? 1);
  for (let attempt = 1; ; attempt++) {
    try {
      return await read(api);
    } catch (error) {
      if (!(error instanceof DataSourceUnavailableError)) throw error;
      if (attempt >= attempts) {
        logUnavailable(error);
        return ("unavailable" in options ? options.unavailable : null) as Placeholder;
      }
    }
  }
}
