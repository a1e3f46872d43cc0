import { describe, expect, it } from "vitest";
import { inAppDestination, type LinkClick } from "./in-app-click";

const ORIGIN = "https://explorer.example";
const plain: LinkClick = {
  button: 0,
  metaKey: false,
  altKey: false,
  ctrlKey: false,
  shiftKey: false,
  defaultPrevented: false,
  href: `${ORIGIN}/blocks/12?network=testnet#top`,
  target: "",
  download: false,
};

describe("inAppDestination", () => {
  it("routes a plain primary click on a same-origin link to its path, query and fragment", () => {
    expect(inAppDestination(plain, ORIGIN)).toBe("/blocks/12?network=testnet#top");
    expect(inAppDestination({ ...plain, target: "_self" }, ORIGIN)).toBe("/blocks/12?network=testnet#top");
  });

  it("leaves new tabs and windows, downloads and other buttons to the browser", () => {
    for (const key of ["metaKey", "altKey", "ctrlKey", "shiftKey"] as const) {
      expect(inAppDestination({ ...plain, [key]: true }, ORIGIN)).toBeNull();
    }
    expect(inAppDestination({ ...plain, button: 1 }, ORIGIN)).toBeNull();
    expect(inAppDestination({ ...plain, target: "_blank" }, ORIGIN)).toBeNull();
    expect(inAppDestination({ ...plain, download: true }, ORIGIN)).toBeNull();
  });

  it("leaves other origins, unreadable hrefs and clicks someone already handled alone", () => {
    expect(inAppDestination({ ...plain, href: "https://elsewhere.example/blocks/12" }, ORIGIN)).toBeNull();
    expect(inAppDestination({ ...plain, href: "not a url" }, ORIGIN)).toBeNull();
    expect(inAppDestination({ ...plain, defaultPrevented: true }, ORIGIN)).toBeNull();
  });
});
