import { describe, expect, it } from "vitest";
import { attachmentFileName, countCsvRecords } from "./csv-records";

describe("countCsvRecords", () => {
  it("counts the rows after the header, with or without a final line break, LF or CRLF", () => {
    expect(countCsvRecords("a,b\n1,2\n3,4\n")).toBe(2);
    expect(countCsvRecords("a,b\r\n1,2\r\n3,4")).toBe(2);
    expect(countCsvRecords("a,b\n")).toBe(0);
    expect(countCsvRecords("")).toBe(0);
  });

  it("does not count line breaks inside quoted cells", () => {
    expect(countCsvRecords('epoch,pool\n1,"Pool\nwith ""break"""\n2,x\n')).toBe(2);
  });
});

describe("attachmentFileName", () => {
  it("reads filename=\"…\"", () => {
    expect(attachmentFileName('attachment; filename="rewards-history-stake1ab-mainnet.csv"')).toBe(
      "rewards-history-stake1ab-mainnet.csv",
    );
    expect(attachmentFileName(null)).toBeNull();
    expect(attachmentFileName("attachment")).toBeNull();
  });
});
