import { pathWithSearchParam } from "../../lib/navigation/hrefs";
import { SHOW_IMAGE_PARAM, SHOW_IMAGE_VALUE } from "../../lib/tokens/token-links";
import { offeredImageUrl } from "../../lib/tokens/token-text";
import { Link } from "../links/page-network";
import * as styles from "./tokens.css";

/**
 * A token's image, from its metadata: only an https URL, fetched by the
 * reader's browser (never by our server), and only once the reader asks for it
 * (a plain link, so it works without JavaScript). Until then nothing of the
 * remote host is loaded.
 */
export function TokenImage({ url, shown, pathname, search }: { url: string | null; shown: boolean; pathname: string; search: string }) {
  const src = offeredImageUrl(url);
  if (src === null) return null;
  if (!shown) {
    return (
      <p className={styles.note}>
        {"This token's metadata names an image on another site. "}
        <Link to={pathWithSearchParam(pathname, search, SHOW_IMAGE_PARAM, SHOW_IMAGE_VALUE)} preventScrollReset data-testid="token-show-image">
          Show image
        </Link>
      </p>
    );
  }
  return (
    <figure>
      <img src={src} alt="The token's image, as its metadata names it" className={styles.image} referrerPolicy="no-referrer" loading="lazy" data-testid="token-image" />
      <figcaption className={styles.note}>
        <span className={styles.mono}>{src}</span>
      </figcaption>
    </figure>
  );
}
