import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DataTable, type Column } from "./data-table";

type Row = { id: string; n: number };
const columns: Column<Row>[] = [
  { key: "id", header: "Id", cell: (r) => r.id },
  { key: "n", header: "Count", cell: (r) => r.n, align: "end" },
];
const table = (props: Partial<Parameters<typeof DataTable<Row>>[0]>) =>
  renderToStaticMarkup(
    <DataTable<Row>
      caption="Blocks"
      columns={columns}
      rows={[]}
      rowKey={(r) => r.id}
      empty="No blocks found"
      {...props}
    />,
  );

describe("DataTable", () => {
  it("is a semantic table with a caption and column headers", () => {
    const html = table({
      rows: [
        { id: "a", n: 1 },
        { id: "b", n: 2 },
      ],
    });
    expect(html).toMatch(/<caption[^>]*>Blocks<\/caption>/);
    expect(html.match(/<th scope="col"/g)).toHaveLength(2);
    expect(html.match(/<tr/g)).toHaveLength(3);
    expect(html).toContain(">Count</th>");
  });

  it("styles rows and cells from the body: a class only on cells aligned otherwise than most columns", () => {
    const html = table({ rows: [{ id: "a", n: 1 }] });
    expect(html).toMatch(/<tbody class="[^" ]+"><tr>/);
    const cells = [...html.matchAll(/<td[^>]*>/g)].map((match) => match[0]);
    expect(cells).toHaveLength(2);
    // One start and one end column: a tie, so the body is start-aligned and the number's cell says end.
    expect(cells[0]).not.toContain("class=");
    expect(cells[1]).toMatch(/class="[^" ]+"/);
    // Mostly numbers: the body is end-aligned and the text cell carries the class.
    const numeric = table({ columns: [...columns, { key: "m", header: "More", cell: (r) => r.n * 2, align: "end" }], rows: [{ id: "a", n: 1 }] });
    const numericCells = [...numeric.matchAll(/<td[^>]*>/g)].map((match) => match[0]);
    expect(numericCells[0]).toMatch(/class="[^" ]+"/);
    expect(numericCells.slice(1).join("")).not.toContain("class=");
    expect(numeric.match(/<tbody class="([^"]+)"/)?.[1]).not.toBe(html.match(/<tbody class="([^"]+)"/)?.[1]);
  });

  it("shows the empty node in one full-width cell", () => {
    const html = table({ rows: [] });
    expect(html).toMatch(/<td colSpan="2"[^>]*>No blocks found<\/td>/);
  });

  it("shows 10 skeleton rows and a loading text when loading", () => {
    const html = table({ rows: [{ id: "a", n: 1 }], loading: true });
    expect(html.match(/data-testid="skeleton-row"/g)).toHaveLength(10);
    expect(html).toContain("Loading...");
    expect(html).not.toContain(">a</td>");
  });

  it("labels every cell with its column's header, for the stacked phone layout", () => {
    const labelled: Column<Row>[] = [...columns, { key: "x", header: <abbr title="Extra">X</abbr>, label: "Extra", cell: () => "x" }];
    const html = table({ columns: labelled, rows: [{ id: "a", n: 1 }] });
    expect(html).toContain('<td data-label="Id"');
    expect(html).toContain('<td data-label="Count"');
    expect(html).toContain('<td data-label="Extra"');
    // The empty and skeleton rows have no label to show.
    expect(table({ rows: [] })).not.toContain("data-label");
  });

  it("with rowLink, keeps the first cell's link as the row's only target (no row role, no tabindex)", () => {
    const linked: Column<Row>[] = [{ key: "id", header: "Id", cell: (r) => <a href={`/blocks/${r.id}`}>{r.id}</a> }, columns[1]!];
    const html = table({ columns: linked, rows: [{ id: "a", n: 1 }], rowLink: true });
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(html).toMatch(/<tr><td data-label="Id"[^>]*><a href="\/blocks\/a">a<\/a><\/td>/);
    expect(html).not.toMatch(/<tr[^>]*(role|tabindex|onclick)=/i);
    expect(html).toMatch(/<tbody class="[^" ]+ [^" ]+">/);
    // The empty state's body has neither the rows' nor the link's class.
    expect(table({ rows: [] })).toContain("<tbody>");
  });
});
