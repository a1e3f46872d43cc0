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

  it("gives a body cell one class, its alignment included (a page of 100 rows names it 1,100 times)", () => {
    const html = table({ rows: [{ id: "a", n: 1 }] });
    const cellClasses = [...html.matchAll(/<td[^>]* class="([^"]*)"/g)].map((match) => match[1] ?? "");
    expect(cellClasses).toHaveLength(2);
    for (const classes of cellClasses) expect(classes.split(" ")).toHaveLength(1);
    // Start and end alignment are two different classes.
    expect(cellClasses[0]).not.toBe(cellClasses[1]);
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
    expect(html).toMatch(/<tr class="[^"]*"><td data-label="Id"[^>]*><a href="\/blocks\/a">a<\/a><\/td>/);
    expect(html).not.toMatch(/<tr[^>]*(role|tabindex|onclick)=/i);
    expect(html).toMatch(/<tbody class="[^"]+">/);
    expect(table({ rows: [{ id: "a", n: 1 }] })).toContain("<tbody>");
  });
});
