// @ts-check
// What a stand-up needs from Debian's packages (`npm run deploy:local`, the per-machine
// bench): installed with apt-get when the script runs as root, as `.ci/run` does; otherwise
// the error names the one command to run.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

/** @typedef {{ file: string, package: string }} DebianNeed a file the script runs, and the package that ships it */

/** @param {string[]} packages */
function aptGetInstall(packages) {
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  // dpkg's unpacking lines are noise here; what went wrong goes to stderr.
  /** @type {import("node:child_process").StdioOptions} */
  const stdio = ["ignore", "ignore", "inherit"];
  execFileSync("apt-get", ["update", "-qq"], { env, stdio });
  execFileSync("apt-get", ["install", "-y", "-qq", ...packages], { env, stdio });
}

/**
 * Makes sure every needed file is there; returns the packages it installed (none when
 * nothing was missing).
 * @param {DebianNeed[]} needs
 * @param {{ asRoot?: boolean, hasAptGet?: boolean, install?: (packages: string[]) => void, log?: (line: string) => void }} [options]
 * @returns {string[]}
 */
export function ensureDebianPackages(needs, options = {}) {
  const {
    asRoot = process.getuid?.() === 0,
    hasAptGet = existsSync("/usr/bin/apt-get"),
    install = aptGetInstall,
    log = (line) => console.log(line),
  } = options;
  const missing = needs.filter((need) => !existsSync(need.file));
  if (missing.length === 0) return [];
  const packages = [...new Set(missing.map((need) => need.package))];
  const files = missing.map((need) => need.file).join(", ");
  if (!asRoot || !hasAptGet) {
    throw new Error(`${files} not found: install it with \`sudo apt-get install -y ${packages.join(" ")}\` (Debian's packages), or run this as root to have it installed`);
  }
  log(`${files} not found: installing Debian's ${packages.join(", ")} (apt-get, as root)`);
  install(packages);
  const still = missing.filter((need) => !existsSync(need.file));
  if (still.length > 0) throw new Error(`${still.map((need) => need.file).join(", ")} still not found after installing ${packages.join(" ")}`);
  return packages;
}
