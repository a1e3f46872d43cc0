import { describe, expect, it } from "vitest";
import { Pager } from "./pager";
import { renderUi } from "../test-utils";

const links = (html: string) =>
  [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map((m) => ({
    href: m[1]!.replaceAll("&amp;", "&"),
    text: m[2],
  }));

describe("Pager", () => {
  it("is a labelled nav with a Page N label", () => {
    const html = renderUi(<Pager page={3} hasNext search="" />, "/blocks?page=3");
    expect(html).toContain('<nav aria-label="Pagination"');
    expect(html).toContain(">Page 3<");
  });

  it("disables Previous on page 1 as inert text, not a link", () => {
    const html = renderUi(<Pager page={1} hasNext search="" />, "/blocks");
    expect(html).toMatch(/<span aria-disabled="true"[^>]*>Previous<\/span>/);
    expect(links(html)).toEqual([{ href: "/blocks?page=2", text: "Next" }]);
  });

  it("disables Next when hasNext is false", () => {
    const html = renderUi(<Pager page={2} hasNext={false} search="?page=2" />, "/blocks?page=2");
    expect(html).toMatch(/<span aria-disabled="true"[^>]*>Next<\/span>/);
    expect(links(html).map((l) => l.text)).toEqual(["Previous"]);
  });

  it("keeps other query params and drops page for page 1", () => {
    const search = "?sort=stake&size=50&page=2";
    const html = renderUi(<Pager page={2} hasNext search={search} />, `/stakepools${search}`);
    expect(links(html)).toEqual([
      { href: "/stakepools?sort=stake&size=50", text: "Previous" },
      { href: "/stakepools?sort=stake&size=50&page=3", text: "Next" },
    ]);
  });

  it("links page 1 to the bare path when there are no other params", () => {
    const html = renderUi(
      <Pager page={2} hasNext={false} search={new URLSearchParams("page=2")} />,
      "/epochs?page=2",
    );
    expect(links(html)).toEqual([{ href: "/epochs", text: "Previous" }]);
  });
});

describe("Pager on a screen with several lists", () => {
  it("pages its own parameter under its own name, keeping the other lists' pages", () => {
    const search = "?page=2&rewardsPage=3&rewardsSize=50";
    const html = renderUi(<Pager page={3} hasNext search={search} param="rewardsPage" label="Rewards pages" />, `/a${search}`);
    expect(html).toContain('<nav aria-label="Rewards pages"');
    expect(links(html)).toEqual([
      { href: "/a?page=2&rewardsPage=2&rewardsSize=50", text: "Previous" },
      { href: "/a?page=2&rewardsPage=4&rewardsSize=50", text: "Next" },
    ]);
  });
});

describe("Pager with a known total", () => {
  it("reads the page's range of the total and links the last page", () => {
    const html = renderUi(<Pager page={2} hasNext search="?page=2" total={{ count: 1250, pageSize: 100, shown: 100 }} />, "/epochs?page=2");
    expect(html).toContain(">101–200 of 1,250<");
    expect(links(html)).toEqual([
      { href: "/epochs", text: "Previous" },
      { href: "/epochs?page=3", text: "Next" },
      { href: "/epochs?page=13", text: "Last" },
    ]);
  });

  it("has no Last link on the last page, and no range past the end", () => {
    const last = renderUi(<Pager page={13} hasNext={false} search="?page=13" total={{ count: 1250, pageSize: 100, shown: 50 }} />, "/epochs?page=13");
    expect(last).toContain(">1,201–1,250 of 1,250<");
    expect(links(last).map((l) => l.text)).toEqual(["Previous"]);
    const past = renderUi(<Pager page={20} hasNext={false} search="?page=20" total={{ count: 1250, pageSize: 100, shown: 0 }} />, "/epochs?page=20");
    expect(past).not.toContain("of 1,250");
  });
});
