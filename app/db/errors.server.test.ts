import { describe, expect, it } from "vitest";
import { DataSourceUnavailableError } from "../lib/errors/data-source-unavailable";
import { toUtcIso } from "./driver.server";
import { toDbError } from "./errors.server";

function pgError(code: string, message = "server says no"): Error {
  return Object.assign(new Error(message), { name: "PostgresError", code });
}
const kind = (error: unknown) => (error instanceof DataSourceUnavailableError ? "database-unavailable" : "other");
const down = (error: unknown) => (error as DataSourceUnavailableError).sourceDown;

describe("toDbError", () => {
  it.each(["08006", "53300", "57P01", "57P03", "28P01", "3D000"])("SQLSTATE %s means unavailable", (code) => {
    const error = toDbError(pgError(code));
    expect(kind(error)).toBe("database-unavailable");
    expect((error as Error).cause).toBeInstanceOf(Error);
  });

  it.each(["42601", "23505", "22P02", "42P01"])("SQLSTATE %s stays an ordinary error", (code) => {
    const original = pgError(code);
    expect(toDbError(original)).toBe(original);
    expect(kind(original)).toBe("other");
  });

  it.each(["ECONNREFUSED", "ECONNRESET", "ENOENT", "CONNECTION_CLOSED", "CONNECT_TIMEOUT", "CONNECTION_DESTROYED"])(
    "driver/socket code %s means unavailable",
    (code) => {
      const error = toDbError(Object.assign(new Error("x"), { code }));
      expect(kind(error)).toBe("database-unavailable");
      expect(down(error)).toBe(true);
    },
  );

  it("a server shutting down means down; too many connections or a bad password only unavailable", () => {
    expect(down(toDbError(pgError("57P01")))).toBe(true);
    expect(down(toDbError(pgError("08006")))).toBe(true);
    expect(down(toDbError(pgError("53300")))).toBe(false);
    expect(down(toDbError(pgError("28P01")))).toBe(false);
  });

  it("a statement timeout names the time limit", () => {
    const error = toDbError(pgError("57014", "canceling statement due to statement timeout"), 300) as Error;
    expect(error.message).toBe("database unavailable: query exceeded the 300 ms time limit");
    expect(down(error)).toBe(false);
  });

  it("leaves programming errors alone", () => {
    const error = Object.assign(new Error("bad"), { code: "UNDEFINED_VALUE" });
    expect(toDbError(error)).toBe(error);
    expect(toDbError("text")).toBe("text");
  });
});

describe("toUtcIso", () => {
  it.each([
    ["2026-11-22 02:51:22", "2026-11-22T02:51:22Z"],
    ["2026-11-22 02:51:22.5", "2026-11-22T02:51:22.5Z"],
    ["2026-11-22 02:51:22.123456+00", "2026-11-22T02:51:22.123456Z"],
    ["2026-11-22 03:51:22+01", "2026-11-22T02:51:22Z"],
    ["infinity", "infinity"],
    ["0044-03-15 12:00:00 BC", "0044-03-15 12:00:00 BC"],
  ])("%s → %s", (text, iso) => {
    expect(toUtcIso(text)).toBe(iso);
  });
});
