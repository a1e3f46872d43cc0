import { InAppLink } from "../links/in-app-link";
import { SponsorLink } from "./sponsor-link";
import * as css from "./shell.css";

/** The foot of the sidebar and of the phone menu: the sponsor, and the JSON API's reference. */
export function SidebarFooter({ sponsorPoolId }: { sponsorPoolId: string }) {
  return (
    <div className={css.sidebarFooter}>
      <SponsorLink poolId={sponsorPoolId} />
      <p className={css.footerLink}>
        <InAppLink to="/api" data-testid="api-link">
          JSON API
        </InAppLink>
      </p>
    </div>
  );
}
