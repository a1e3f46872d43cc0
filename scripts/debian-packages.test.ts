import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ensureDebianPackages } from "./debian-packages.mjs";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Two files of one package and one of another, none there yet. */
function needs() {
  const dir = mkdtempSync(join(tmpdir(), "debian-needs-"));
  dirs.push(dir);
  return [
    { file: join(dir, "nginx"), package: "nginx-light" },
    { file: join(dir, "nginx.conf"), package: "nginx-light" },
    { file: join(dir, "echo.so"), package: "libnginx-mod-http-echo" },
  ];
}

const quiet = () => {};

describe("ensureDebianPackages", () => {
  it("installs nothing when every file is there", () => {
    const wanted = needs();
    for (const need of wanted) writeFileSync(need.file, "");
    const asked: string[][] = [];
    expect(ensureDebianPackages(wanted, { asRoot: true, hasAptGet: true, install: (packages) => asked.push(packages), log: quiet })).toEqual([]);
    expect(asked).toEqual([]);
  });

  it("as root, installs the packages of the missing files once each, then finds them", () => {
    const wanted = needs();
    writeFileSync(wanted[1]!.file, "");
    const asked: string[][] = [];
    const install = (packages: string[]) => {
      asked.push(packages);
      for (const need of wanted) writeFileSync(need.file, "");
    };
    expect(ensureDebianPackages(wanted, { asRoot: true, hasAptGet: true, install, log: quiet })).toEqual(["nginx-light", "libnginx-mod-http-echo"]);
    expect(asked).toEqual([["nginx-light", "libnginx-mod-http-echo"]]);
  });

  it("not as root, or without apt-get, says the one command to run and installs nothing", () => {
    const wanted = needs();
    const asked: string[][] = [];
    for (const options of [{ asRoot: false, hasAptGet: true }, { asRoot: true, hasAptGet: false }]) {
      expect(() => ensureDebianPackages(wanted, { ...options, install: (packages) => asked.push(packages), log: quiet })).toThrow(
        "`sudo apt-get install -y nginx-light libnginx-mod-http-echo`",
      );
    }
    expect(asked).toEqual([]);
  });

  it("says which file an install did not bring", () => {
    const wanted = needs();
    expect(() => ensureDebianPackages(wanted, { asRoot: true, hasAptGet: true, install: () => writeFileSync(wanted[0]!.file, ""), log: quiet })).toThrow(
      /nginx\.conf, .*echo\.so still not found after installing nginx-light libnginx-mod-http-echo/,
    );
  });
});
