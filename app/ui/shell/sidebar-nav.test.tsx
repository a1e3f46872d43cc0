import { describe, expect, it } from "vitest";
import { NAV_ITEMS } from "../../lib/navigation/nav";
import { renderUi } from "../test-utils";
import { SidebarNav } from "./sidebar-nav";
import * as css from "./shell.css";

describe("the sidebar's links", () => {
  it("carry their section's icon on a page of a network the URL names, whose links name it too", () => {
    const html = renderUi(<SidebarNav />, "/blocks?network=testnet");
    const links = [...html.matchAll(/<a [^>]*class="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map(([, classes, label]) => ({ classes: classes!.split(" "), label }));
    expect(links.map((link) => link.label)).toEqual(NAV_ITEMS.map((item) => item.label));
    for (const item of NAV_ITEMS) {
      const link = links.find((each) => each.label === item.label)!;
      expect(link.classes, item.label).toContain(css.navIcon[item.section]);
    }
    expect(html).toContain('href="/blocks?network=testnet"');
    expect(new Set(NAV_ITEMS.map((item) => css.navIcon[item.section])).size).toBe(NAV_ITEMS.length);
  });
});
