import { expect, test } from "@playwright/test";

// Every numeric input of every screen (and its .data twin) and every JSON
// route, at the edges of the integer columns it is compared with, on the demo
// chain: a number no column can hold names nothing (404, an empty list, no
// results) or is a bad request (400), never a 500. The range rules themselves
// are unit-tested in app/lib/params/*.test.ts; this checks each route applies them.
const INT4_MAX = "2147483647";
const INT4_OVER = "2147483648";
const INT8_OVER = "9223372036854775808";
const WORD64_OVER = "18446744073709551616";
const FORTY_DIGITS = "9".repeat(40);
const NUMBERS = [INT4_MAX, INT4_OVER, INT8_OVER, WORD64_OVER, FORTY_DIGITS];

const API = "/api/networks/mainnet";
// ?page of a screen: 1 to 1,000,000; beyond that a 400.
const pageStatus = (n: string) => (BigInt(n) <= 1_000_000n ? 200 : 400);
// ?offset of the JSON API: up to the int4 maximum (an empty list past the end); beyond that a 400.
const offsetStatus = (n: string) => (BigInt(n) <= BigInt(INT4_MAX) ? 200 : 400);

type Row = { name: string; path: (n: string) => string; status: (n: string) => number; empty?: boolean };

const ROWS: Row[] = [
  // Screens.
  { name: "block by height", path: (n) => `/blocks/${n}`, status: () => 404 },
  { name: "block by height (.data)", path: (n) => `/blocks/${n}.data`, status: () => 404 },
  { name: "blocks ?page", path: (n) => `/blocks?page=${n}`, status: pageStatus },
  { name: "block's transactions ?page", path: (n) => `/blocks/1?page=${n}`, status: pageStatus },
  { name: "transactions ?page", path: (n) => `/transactions?page=${n}`, status: pageStatus },
  { name: "transactions ?page (.data)", path: (n) => `/transactions.data?page=${n}`, status: pageStatus },
  { name: "search a number", path: (n) => `/search?q=${n}`, status: () => 200 },
  { name: "search a number (.data)", path: (n) => `/search.data?q=${n}`, status: () => 200 },
  { name: "search an epoch", path: (n) => `/search?q=epoch%20${n}`, status: () => 200 },
  // JSON routes.
  { name: "API block by height", path: (n) => `${API}/blocks/${n}`, status: () => 404 },
  { name: "API blocks ?offset", path: (n) => `${API}/blocks?offset=${n}`, status: offsetStatus, empty: true },
  { name: "API blocks ?limit", path: (n) => `${API}/blocks?limit=${n}`, status: () => 400 },
  // A block's transaction page: offset + limit passes the int4 block_index column.
  { name: "API block's transactions ?offset", path: (n) => `${API}/blocks/1?limit=100&offset=${n}`, status: offsetStatus },
  { name: "API transactions ?offset", path: (n) => `${API}/transactions?offset=${n}`, status: offsetStatus, empty: true },
  { name: "API transactions ?limit", path: (n) => `${API}/transactions?limit=${n}`, status: () => 400 },
  { name: "API stake pools ?offset", path: (n) => `${API}/stakepools?offset=${n}`, status: offsetStatus, empty: true },
  { name: "API search a number", path: (n) => `${API}/search?q=${n}`, status: () => 200, empty: true },
  { name: "API search an epoch", path: (n) => `${API}/search?q=epoch%20${n}`, status: () => 200, empty: true },
];

for (const row of ROWS) {
  test(`${row.name}: numbers at and beyond the column ranges`, async ({ request }) => {
    for (const n of NUMBERS) {
      const path = row.path(n);
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(row.status(n));
      if (row.empty && response.status() === 200) expect(await response.json(), path).toEqual([]);
    }
  });
}

test("a block's transaction page far past its end is the block with no transactions", async ({ request }) => {
  const response = await request.get(`${API}/blocks/1?limit=100&offset=${INT4_MAX}`);
  expect(response.status()).toBe(200);
  expect((await response.json()) as { height: number; transactions: unknown[] }).toMatchObject({ height: 1, transactions: [] });
});
