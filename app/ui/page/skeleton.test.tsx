import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Badge } from "../values/badge";
import { Card } from "./card";
import { SKELETON_ROWS, Skeleton, SkeletonRows } from "./skeleton";
import { StatCard } from "./stat-card";

describe("Skeleton", () => {
  it("is decorative", () => {
    expect(renderToStaticMarkup(<Skeleton />)).toMatch(/^<span aria-hidden="true"/);
  });

  it("renders rows x columns cells with one loading text", () => {
    const html = renderToStaticMarkup(
      <table>
        <tbody>
          <SkeletonRows columns={3} />
        </tbody>
      </table>,
    );
    expect(SKELETON_ROWS).toBe(10);
    expect(html.match(/<tr/g)).toHaveLength(10);
    expect(html.match(/<td/g)).toHaveLength(30);
    expect(html.match(/Loading\.\.\./g)).toHaveLength(1);
  });
});

describe("StatCard, Badge, Card", () => {
  it("StatCard shows title, value and hint", () => {
    const html = renderToStaticMarkup(
      <StatCard title="Current Epoch" value="93" hint="Slot 1,234" />,
    );
    expect(html).toContain('data-testid="stat-card"');
    expect(html).toContain(">Current Epoch<");
    expect(html).toContain(">93<");
    expect(html).toContain(">Slot 1,234<");
  });

  it("Badge renders its text", () => {
    expect(renderToStaticMarkup(<Badge variant="success">Confirmed</Badge>)).toMatch(
      /^<span class="[^"]+">Confirmed<\/span>$/,
    );
  });

  it("Card is a section labelled by its h2", () => {
    const html = renderToStaticMarkup(
      <Card title="Latest Blocks" actions={<a href="/blocks">View all</a>}>
        body
      </Card>,
    );
    const id = /<h2 id="([^"]+)"/.exec(html)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain(`<section class="`);
    expect(html).toContain(`aria-labelledby="${id}"`);
    expect(html).toContain("View all");
  });
});
