import { useLocation } from "react-router";
import { activeSection, NAV_ITEMS } from "../../lib/navigation/nav";
import { InAppLink } from "../links/in-app-link";
import * as css from "./shell.css";

export function SidebarNav() {
  const { pathname } = useLocation();
  const current = activeSection(pathname);
  return (
    <nav aria-label="Main">
      <ul className={css.navList}>
        {NAV_ITEMS.map((item) => (
          <li key={item.to}>
            <InAppLink
              to={item.to}
              className={`${css.navLink} ${css.navIcon[item.section]}`}
              aria-current={item.section === current ? "page" : undefined}
            >
              {/* Its icon is the link's ::before (shell.css.ts). */}
              {item.label}
            </InAppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
