import { describe, expect, it } from "vitest";
import { hasNextPage, isPastEnd, lastPage, pageOffset, pageRangeText, pastEndText } from "./paging";

describe("the words around a paged list", () => {
  it("counts the rows a page holds of a known total", () => {
    expect(pageRangeText(1, 100, 100, 1250)).toBe("1–100 of 1,250");
    expect(pageRangeText(13, 100, 50, 1250)).toBe("1,201–1,250 of 1,250");
    expect(pageRangeText(2, 20, 0, 20)).toBeNull();
  });

  it("ends a list on its last page, page 1 for an empty one", () => {
    expect(lastPage(1250, 100)).toBe(13);
    expect(lastPage(1200, 100)).toBe(12);
    expect(lastPage(1, 100)).toBe(1);
    expect(lastPage(0, 100)).toBe(1);
  });

  it("says a page is past the end only for an empty page after the first of a list with rows", () => {
    expect(pastEndText(9)).toBe("Page 9 is past the end of this list.");
    expect(pastEndText(12345)).toBe("Page 12345 is past the end of this list.");
    expect(isPastEnd(9, 0, 1250)).toBe(true);
    expect(isPastEnd(9, 0, null)).toBe(true);
    expect(isPastEnd(9, 0, 0)).toBe(false);
    expect(isPastEnd(1, 0, null)).toBe(false);
    expect(isPastEnd(9, 5, null)).toBe(false);
  });
});

describe("the rows a 1-based page holds", () => {
  it("turns a 1-based page into an offset", () => {
    expect(pageOffset(1, 50)).toBe(0);
    expect(pageOffset(3, 50)).toBe(100);
  });

  it("knows a next page from the total, or without one from a full page", () => {
    expect(hasNextPage(1, 20, 20, 41)).toBe(true);
    expect(hasNextPage(2, 20, 20, 40)).toBe(false);
    expect(hasNextPage(3, 20, 1, 41)).toBe(false);
    expect(hasNextPage(2, 20, 20, null)).toBe(true);
    expect(hasNextPage(2, 20, 19, null)).toBe(false);
  });
});
