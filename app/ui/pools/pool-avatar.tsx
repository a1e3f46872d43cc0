import { useState } from "react";
import { poolColourSlot, poolInitials } from "../../lib/chain/dashboard";
import { safeHttpUrl } from "../../lib/navigation/safe-url";
import * as styles from "./pool-avatar.css";

export type PoolAvatarProps = {
  poolId: string;
  ticker: string | null;
  name: string | null;
  /** poolIconUrl, else extendedIconUrl (spec §2). */
  iconUrl: string | null;
};

// Icons only from https (the CSP's img-src, ADR 002), never sending the page as referrer.
function httpsIcon(raw: string | null): string | null {
  const url = safeHttpUrl(raw);
  return url?.startsWith("https:") ? url : null;
}

/**
 * A pool's icon, or a coloured circle with the first two letters of its ticker
 * (or name) when it has none or it fails to load. Decorative: the name is beside it.
 */
export function PoolAvatar({ poolId, ticker, name, iconUrl }: PoolAvatarProps) {
  const [failed, setFailed] = useState(false);
  const icon = failed ? null : httpsIcon(iconUrl);
  const slot = poolColourSlot(poolId, styles.AVATAR_COLOURS);
  const initials = poolInitials(ticker, name);
  if (icon) {
    return (
      <img
        src={icon}
        alt=""
        className={styles.image[slot]}
        data-initials={initials}
        loading="lazy"
        referrerPolicy="no-referrer"
        width={36}
        height={36}
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <span className={styles.letters[slot]} aria-hidden="true">
      {initials}
    </span>
  );
}
