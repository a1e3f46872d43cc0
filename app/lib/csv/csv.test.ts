import { describe, expect, it } from "vitest";
import { csvHeader, csvLine, neutraliseFormula, quoteField, textCell, valueCell } from "./csv";

describe("RFC 4180 fields and records", () => {
  it("quotes only fields with a comma, a double quote or a line break, doubling quotes", () => {
    expect(quoteField("plain text")).toBe("plain text");
    expect(quoteField("a,b")).toBe('"a,b"');
    expect(quoteField('say "hi"')).toBe('"say ""hi"""');
    expect(quoteField("two\nlines")).toBe('"two\nlines"');
    expect(quoteField("cr\rhere")).toBe('"cr\rhere"');
    expect(quoteField("")).toBe("");
  });

  it("ends every record with CRLF and writes null as an empty field", () => {
    expect(csvLine([valueCell(1), textCell(null), valueCell(null), textCell("x")])).toBe("1,,,x\r\n");
    expect(csvHeader(["Epoch", "Time (UTC)", "Pool, Name"])).toBe('Epoch,Time (UTC),"Pool, Name"\r\n');
  });
});

describe("formula injection", () => {
  // OWASP CSV injection: each of these starts a formula in Excel, LibreOffice or Sheets.
  for (const hostile of ["=HYPERLINK(\"http://evil\",\"x\")", "+1+1", "-2+3", "@SUM(A1)", "\tcmd", "\r=1"]) {
    it(`neutralises ${JSON.stringify(hostile)}`, () => {
      expect(neutraliseFormula(hostile)).toBe(`'${hostile}`);
      const line = csvLine([textCell(hostile)]);
      // After unquoting, the cell starts with the apostrophe, never the formula character.
      const field = line.endsWith("\r\n") ? line.slice(0, -2) : line;
      const unquoted = field.startsWith('"') ? field.slice(1, -1).replaceAll('""', '"') : field;
      expect(unquoted.startsWith("'")).toBe(true);
    });
  }

  it("leaves ordinary text alone, and a formula character later in the text", () => {
    expect(neutraliseFormula("Aurora Stake")).toBe("Aurora Stake");
    expect(neutraliseFormula("a=b")).toBe("a=b");
    expect(neutraliseFormula("<script>alert(1)</script>")).toBe("<script>alert(1)</script>");
  });

  it("never touches the numbers we write, negative ones included", () => {
    expect(csvLine([valueCell("-12.5"), valueCell(-3), valueCell("+1")])).toBe("-12.5,-3,+1\r\n");
  });

  it("strips invisible format characters from chain text before the check", () => {
    // A right-to-left override in front of '=' would otherwise hide the formula from the check.
    expect(csvLine([textCell("\u202E=1+1")])).toBe("'=1+1\r\n");
    expect(csvLine([textCell("Zero\u200BWidth")])).toBe("ZeroWidth\r\n");
  });
});
