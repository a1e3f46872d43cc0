import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { MenuIcon } from "../icons";
import { SidebarNav } from "./sidebar-nav";
import { SidebarFooter } from "./sidebar-footer";
import * as css from "./shell.css";

// On narrow screens the sidebar becomes this menu: a disclosure, so it opens
// and closes without JavaScript; with it, it also closes after navigating.
export function MobileMenu({ sponsorPoolId }: { sponsorPoolId: string }) {
  const details = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    details.current?.removeAttribute("open");
  }, [pathname]);
  return (
    <details className={css.mobileMenu} ref={details} data-testid="mobile-menu">
      <summary className={css.iconButton} aria-label="Menu">
        <MenuIcon />
      </summary>
      <div className={css.mobileMenuPanel}>
        <SidebarNav />
        <SidebarFooter sponsorPoolId={sponsorPoolId} />
      </div>
    </details>
  );
}
