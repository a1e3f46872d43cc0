import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { CopyButton, writeClipboard } from "./copy-button";
import { ToastProvider, TOAST_MS, useToast } from "../page/toast";
import { renderUi } from "../test-utils";

// The button's hydrated render, in server markup: useHydrated answers as the client does once it has taken over.
const hydration = vi.hoisted(() => ({ hydrated: false }));
vi.mock("../use-hydrated", () => ({ useHydrated: () => hydration.hydrated }));

describe("CopyButton", () => {
  it("is not in server markup (it needs JavaScript), and appears once hydrated", () => {
    hydration.hydrated = false;
    expect(renderUi(<CopyButton value="abc" label="Copy transaction hash" />)).not.toContain("<button");
    hydration.hydrated = true;
    const html = renderUi(<CopyButton value="abc" label="Copy transaction hash" />);
    expect(html).toMatch(/<button type="button"[^>]*aria-label="Copy transaction hash"/);
    expect(html).not.toContain("hidden");
    expect(html).toContain('data-testid="copy-button"');
    // The icon is the class's CSS (drawn once in the stylesheet), not an <svg> repeated in every row.
    expect(html).not.toContain("<svg");
    expect(html).toMatch(/<button [^>]*><\/button>/);
  });

  it("writes to the clipboard and reports failures as false", async () => {
    const written: string[] = [];
    expect(await writeClipboard("abc", { writeText: async (t) => void written.push(t) })).toBe(
      true,
    );
    expect(written).toEqual(["abc"]);
    expect(
      await writeClipboard("abc", { writeText: () => Promise.reject(new Error("denied")) }),
    ).toBe(false);
    expect(await writeClipboard("abc", undefined)).toBe(false);
  });
});

describe("Toast", () => {
  it("renders a polite status region and lasts 2000 ms", () => {
    const html = renderToStaticMarkup(<ToastProvider>x</ToastProvider>);
    expect(html).toMatch(/role="status" aria-live="polite"/);
    expect(TOAST_MS).toBe(2000);
  });

  it("useToast throws outside a ToastProvider", () => {
    function Orphan() {
      useToast();
      return null;
    }
    expect(() => renderToStaticMarkup(<Orphan />)).toThrow(/ToastProvider/);
  });
});
