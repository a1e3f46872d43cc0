import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DataSourceUnavailableError } from "../lib/errors/data-source-unavailable";
import { lockDataDir, lockFilePath } from "./lock.server";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "db-lock-test-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function refusal(fn: () => unknown): Error {
  try {
    fn();
  } catch (error) {
    return error as Error;
  }
  throw new Error("expected the lock to be refused");
}

describe("lockDataDir", () => {
  it("writes this process's pid and removes the file on release", () => {
    const release = lockDataDir(dir);
    expect(readFileSync(lockFilePath(dir), "utf8").trim()).toBe(String(process.pid));
    release();
    expect(existsSync(lockFilePath(dir))).toBe(false);
  });

  it("refuses a second open in the same process, as 'database unavailable'", () => {
    const release = lockDataDir(dir);
    try {
      const error = refusal(() => lockDataDir(dir));
      expect(error.message).toMatch(/in use: this process already has it open/);
      expect(error).toBeInstanceOf(DataSourceUnavailableError);
    } finally {
      release();
    }
  });

  it("refuses while another live process holds it, naming the pid and the lock file", () => {
    writeFileSync(lockFilePath(dir), `${process.ppid}\n`); // the test runner: alive
    const error = refusal(() => lockDataDir(dir));
    expect(error.message).toContain(`process ${process.ppid} has it open`);
    expect(error.message).toContain(lockFilePath(dir));
    expect(readFileSync(lockFilePath(dir), "utf8").trim()).toBe(String(process.ppid));
  });

  it("takes over a lock whose process is dead", () => {
    const dead = spawnSync(process.execPath, ["-e", ""]).pid;
    writeFileSync(lockFilePath(dir), `${dead}\n`);
    const release = lockDataDir(dir);
    expect(readFileSync(lockFilePath(dir), "utf8").trim()).toBe(String(process.pid));
    release();
  });

  it("takes over an unreadable lock file and one left by this pid in an earlier life", () => {
    writeFileSync(lockFilePath(dir), "garbage");
    lockDataDir(dir)();
    writeFileSync(lockFilePath(dir), `${process.pid}\n`);
    lockDataDir(dir)();
    expect(existsSync(lockFilePath(dir))).toBe(false);
  });

  it("release leaves a lock that another process has since taken", () => {
    const release = lockDataDir(dir);
    writeFileSync(lockFilePath(dir), `${process.ppid}\n`);
    release();
    expect(readFileSync(lockFilePath(dir), "utf8").trim()).toBe(String(process.ppid));
  });
});
