import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SERVER_ENV, SERVER_NODE_ARGS } from "../../app/lib/runtime/memory-budget.mjs";

// A server is started the same way everywhere it is described (app/lib/runtime/memory-budget.mjs
// says why: the heap's cap and the arenas keep a node within its memory bound).
const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), "utf8");
const environment = Object.entries(SERVER_ENV).map(([name, value]) => `${name}=${value}`);
const command = ["node", ...SERVER_NODE_ARGS, "server.mjs"];

describe("the server's start command", () => {
  it("is the same in package.json's start, the Dockerfile and the systemd unit", () => {
    const start = (JSON.parse(read("package.json")) as { scripts: Record<string, string> }).scripts.start!;
    expect(start).toBe([...environment, ...command].join(" "));

    const dockerfile = read("Dockerfile");
    expect(dockerfile).toContain(`CMD ${JSON.stringify(command).replaceAll(",", ", ")}`);
    const dockerEnv = dockerfile.split("\n").find((line) => line.startsWith("ENV NODE_ENV="))!;
    for (const setting of environment) expect(dockerEnv.split(" ")).toContain(setting);

    const unit = read("deploy/systemd/prime-explorer-node@.service");
    expect(unit).toContain(`ExecStart=/usr/bin/${command.join(" ")}`);
    const unitEnv = unit.split("\n").find((line) => line.startsWith("Environment="))!;
    for (const setting of environment) expect(unitEnv.slice("Environment=".length).split(" ")).toContain(setting);
  });
});
