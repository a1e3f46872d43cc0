// A container started from an image's own filesystem, without a container runtime (this
// machine's sandbox refuses the rlimits crun sets): `podman image mount` gives the image's
// root, and each start gets what `docker run` gives a container, in a mount namespace of its
// own that ends with it: a writable layer over the image (overlay, discarded after), /proc,
// a /dev of the usual devices, /etc/hosts and /etc/resolv.conf, each volume bind-mounted
// from a host folder; then the image's ENTRYPOINT + CMD as its USER, with its ENV and
// WORKDIR. No network namespace: the container shares the host's, as `--network host`.
// `exec` runs a command inside a running container (nsenter into its mounts, root and
// working directory, as its user), as `docker exec` and the HEALTHCHECK do.
import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/** What `podman image inspect` says of an image (the fields used here). */
export type ImageConfig = {
  id: string;
  size: number;
  user: string;
  env: string[];
  workingDir: string;
  entrypoint: string[];
  cmd: string[];
  volumes: string[];
  exposedPorts: string[];
  /** Docker's HEALTHCHECK: Test is ["CMD-SHELL", command] or ["CMD", ...argv]; times in ns. */
  healthcheck: { Test: string[]; Interval?: number; Timeout?: number; StartPeriod?: number; Retries?: number } | null;
};

export function podman(args: string[], options: { cwd?: string } = {}): string {
  return execFileSync("podman", args, { encoding: "utf8", cwd: options.cwd, maxBuffer: 256 * 1024 * 1024, stdio: ["ignore", "pipe", "pipe"] }).trim();
}

export function inspectImage(image: string): ImageConfig {
  const [data] = JSON.parse(podman(["image", "inspect", image])) as Array<{
    Id: string;
    Size: number;
    Config: { User?: string; Env?: string[]; WorkingDir?: string; Entrypoint?: string[] | null; Cmd?: string[] | null; Volumes?: Record<string, object>; ExposedPorts?: Record<string, object> };
    Healthcheck?: ImageConfig["healthcheck"];
  }>;
  if (!data) throw new Error(`no image ${image}`);
  const config = data.Config;
  return {
    id: data.Id,
    size: data.Size,
    user: config.User ?? "",
    env: config.Env ?? [],
    workingDir: config.WorkingDir || "/",
    entrypoint: config.Entrypoint ?? [],
    cmd: config.Cmd ?? [],
    volumes: Object.keys(config.Volumes ?? {}),
    exposedPorts: Object.keys(config.ExposedPorts ?? {}),
    healthcheck: data.Healthcheck ?? null,
  };
}

/** A user of the image (a name or uid[:gid]) as numbers, from the image's /etc/passwd. */
function resolveUser(root: string, user: string): { uid: number; gid: number; home: string } {
  const [name = "", group] = user.split(":");
  const passwd = readFileSync(path.join(root, "etc/passwd"), "utf8")
    .split("\n")
    .map((line) => line.split(":"))
    .find((fields) => fields[0] === name || fields[2] === name);
  if (!passwd) throw new Error(`the image has no user ${name} in /etc/passwd`);
  return { uid: Number(passwd[2]), gid: group ? Number(group) : Number(passwd[3]), home: passwd[5] ?? "/" };
}

/** The image's environment as `docker run` sets it: its ENV, HOME of its user, then the caller's `-e`. */
function containerEnv(config: ImageConfig, home: string, extra: Record<string, string>): Record<string, string> {
  const env: Record<string, string> = { HOME: home };
  for (const entry of config.env) {
    const at = entry.indexOf("=");
    env[entry.slice(0, at)] = entry.slice(at + 1);
  }
  return { ...env, ...extra };
}

// Runs as root on the host, in the new mount namespace; $1.. are the image's root, the
// scratch folder, the volume pairs (count, then container path and host folder each), then
// the uid, gid and working directory, then the command. The last exec leaves the command with
// this process's id, so a signal to it reaches the command.
const START_SCRIPT = String.raw`
set -eu
lower=$1 scratch=$2 volumes=$3; shift 3
r=$scratch/root
mount -t overlay overlay -o "lowerdir=$lower,upperdir=$scratch/upper,workdir=$scratch/work" "$r"
mount -t proc proc "$r/proc"
mount -t tmpfs -o mode=755,nosuid tmpfs "$r/dev"
for device in null zero full random urandom; do : > "$r/dev/$device"; mount --bind "/dev/$device" "$r/dev/$device"; done
mkdir "$r/dev/shm"; mount -t tmpfs -o mode=1777,nosuid,nodev tmpfs "$r/dev/shm"
ln -s /proc/self/fd "$r/dev/fd"; ln -s /proc/self/fd/0 "$r/dev/stdin"; ln -s /proc/self/fd/1 "$r/dev/stdout"; ln -s /proc/self/fd/2 "$r/dev/stderr"
printf '127.0.0.1\tlocalhost\n::1\tlocalhost ip6-localhost ip6-loopback\n' > "$r/etc/hosts"
if [ -f /etc/resolv.conf ]; then cat /etc/resolv.conf > "$r/etc/resolv.conf"; fi
while [ "$volumes" -gt 0 ]; do
  mkdir -p "$r$1"; mount --bind "$2" "$r$1"; shift 2; volumes=$((volumes - 1))
done
uid=$1 gid=$2 wd=$3; shift 3
exec /usr/bin/unshare --root="$r" --wd="$wd" --setgid="$gid" --setuid="$uid" -- "$@"
`;

export type Container = {
  process: ChildProcess;
  /** Everything it printed so far (stdout and stderr, interleaved as read). */
  output: () => string;
  /** Runs `argv` inside it as `docker exec` does (its user and env, plus `extraEnv`); resolves with the exit status. */
  exec: (argv: string[], options?: { env?: Record<string, string>; timeoutMs?: number }) => { status: number | null; output: string };
  /** Resolves with its exit code (null: ended by a signal) once it has ended. */
  exited: Promise<number | null>;
  /** SIGKILL if still running, and its writable layer removed (the namespace and its mounts end with it). */
  remove: () => Promise<void>;
};

/**
 * Starts the image's ENTRYPOINT + CMD (or `command` in place of CMD, as `docker run image command`)
 * from the image root `root`; `volumes` maps each of the image's VOLUMEs to a host folder.
 */
export function startContainer(
  root: string,
  config: ImageConfig,
  options: { env?: Record<string, string>; volumes: Record<string, string>; command?: string[] },
): Container {
  const user = resolveUser(root, config.user || "root");
  const env = containerEnv(config, user.home, options.env ?? {});
  const scratch = mkdtempSync(path.join(os.tmpdir(), "prime-container-"));
  for (const dir of ["upper", "work", "root"]) mkdirSync(path.join(scratch, dir));
  const volumePairs = Object.entries(options.volumes).flat();
  const argv = [...config.entrypoint, ...(options.command ?? config.cmd)];
  const child = spawn(
    "/usr/bin/unshare",
    ["--mount", "--propagation", "private", "/bin/sh", "-c", START_SCRIPT, "sh", root, scratch, String(volumePairs.length / 2), ...volumePairs, String(user.uid), String(user.gid), config.workingDir, ...argv],
    { env, stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return {
    process: child,
    output: () => output,
    exited,
    exec: (command, execOptions = {}) => {
      if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) throw new Error("the container is not running");
      const ran = spawnSync(
        "/usr/bin/nsenter",
        ["--target", String(child.pid), "--mount", "--root", "--wd", `--setgid=${user.gid}`, `--setuid=${user.uid}`, "--", ...command],
        { env: { ...env, ...execOptions.env }, encoding: "utf8", timeout: execOptions.timeoutMs ?? 30_000 },
      );
      return { status: ran.status, output: `${ran.stdout ?? ""}${ran.stderr ?? ""}` };
    },
    remove: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await exited;
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}

/** The image's HEALTHCHECK as the argv `docker exec` would run. */
export function healthcheckArgv(config: ImageConfig): string[] {
  const test = config.healthcheck?.Test ?? [];
  if (test[0] === "CMD-SHELL" && test[1]) return ["/bin/sh", "-c", test[1]];
  if (test[0] === "CMD" && test.length > 1) return test.slice(1);
  throw new Error(`the image has no HEALTHCHECK command: ${JSON.stringify(config.healthcheck)}`);
}
