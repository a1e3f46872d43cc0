import { Brand } from "./brand";
import { SidebarNav } from "./sidebar-nav";
import { SidebarFooter } from "./sidebar-footer";
import * as css from "./shell.css";

export function Sidebar({ sponsorPoolId }: { sponsorPoolId: string }) {
  return (
    <aside className={css.sidebar} data-testid="sidebar">
      <div className={css.sidebarContent}>
        <Brand />
        <SidebarNav />
        <SidebarFooter sponsorPoolId={sponsorPoolId} />
      </div>
    </aside>
  );
}
