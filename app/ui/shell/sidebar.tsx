import { Brand } from "./brand";
import { SidebarNav } from "./sidebar-nav";
import { SponsorLink } from "./sponsor-link";
import * as css from "./shell.css";

export function Sidebar({ sponsorPoolId }: { sponsorPoolId: string }) {
  return (
    <aside className={css.sidebar} data-testid="sidebar">
      <div className={css.sidebarContent}>
        <Brand />
        <SidebarNav />
        <div className={css.sidebarFooter}>
          <SponsorLink poolId={sponsorPoolId} />
        </div>
      </div>
    </aside>
  );
}
