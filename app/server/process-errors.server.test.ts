import { EventEmitter } from "node:events";
import { expect, it } from "vitest";
import { surviveUnhandledRejections } from "./process-errors.server";

it("logs an unhandled rejection instead of letting it end the process, once however often installed", () => {
  // A stand-in for `process`, so the test runner's own detection stays as it is.
  const target = new EventEmitter();
  const logged: string[] = [];
  surviveUnhandledRejections((message) => logged.push(message), target);
  surviveUnhandledRejections((message) => logged.push(message), target);
  target.emit("unhandledRejection", new Error("write CONNECTION_DESTROYED"));
  expect(logged).toHaveLength(1);
  expect(logged[0]).toContain("write CONNECTION_DESTROYED");
});
