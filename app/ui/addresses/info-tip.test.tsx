import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { InfoTip } from "./info-tip";

describe("InfoTip", () => {
  it("shows no text its name leaves out (WCAG 2.5.3): the 'i' is a drawn icon, the name is the label", () => {
    const html = renderToStaticMarkup(<InfoTip label="About the stake balance" text="Funds of every payment address" />);
    const button = /<button[^>]*>([\s\S]*?)<\/button>/.exec(html)!;
    expect(button[0]).toContain('aria-label="About the stake balance"');
    // What the button shows: no text at all, only an icon hidden from assistive technology.
    expect(button[1]!.replace(/<[^>]*>/g, "")).toBe("");
    expect(button[1]).toMatch(/<svg[^>]*aria-hidden="true"/);
  });
});
