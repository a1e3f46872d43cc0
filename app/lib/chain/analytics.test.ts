import { describe, expect, it } from "vitest";
import type { GeographicStat, HostingProviderStat, RelayNode } from "../domain";
import { chartColorIndex, countriesWithRelays, distinctTickerCount, percentText, protocolVersionWindow, protocolVersionCaption, protocolVersionCardHint, protocolVersionWindowName, readDialogRelays, relayDialogKey, onlyClosesDialog, sameApartFromDialog, relayDialogSubtitle, relayDialogTitle, relayHost, relayListing, relayListOrEmpty, resolveRelayDialog } from "./analytics";
import { parseRelayDialog, parseRelayDialogPage, relayDialogOrNull, relayDialogSearch } from "../params/relay-dialog";
import { ParamError } from "../params/param-error";

const params = (query: string) => new URLSearchParams(query);

describe("parseRelayDialog", () => {
  it("reads a country code (any case), the Unknown bucket, or a provider name", () => {
    expect(parseRelayDialog(params("country=de"))).toEqual({ kind: "country", code: "DE" });
    expect(parseRelayDialog(params("country=unknown"))).toEqual({ kind: "country", code: "Unknown" });
    expect(parseRelayDialog(params("provider=Hetzner%20Online%20GmbH"))).toEqual({ kind: "provider", name: "Hetzner Online GmbH" });
    // A country wins over a provider; empty values close the dialog.
    expect(parseRelayDialog(params("provider=OVH&country=FR"))).toEqual({ kind: "country", code: "FR" });
    expect(parseRelayDialog(params("country=&provider="))).toBeNull();
    expect(parseRelayDialog(params("page=2"))).toBeNull();
  });

  it("answers 400 for a country that is no two-letter code and for an overlong provider", () => {
    for (const query of ["country=DEU", "country=%3Cscript%3E", "country=1A", `provider=${"x".repeat(201)}`]) {
      expect(() => parseRelayDialog(params(query)), query).toThrow(ParamError);
    }
    expect(parseRelayDialog(params(`provider=${"x".repeat(200)}`))).toEqual({ kind: "provider", name: "x".repeat(200) });
  });

  it("keys a request by kind and value", () => {
    expect(relayDialogKey({ kind: "country", code: "DE" })).not.toBe(relayDialogKey({ kind: "provider", name: "DE" }));
  });
});

describe("resolveRelayDialog", () => {
  const countries: GeographicStat[] = [
    { country: "Germany", countryCode: "DE", relayCount: 3, percentage: "60.0" },
    { country: "Unknown", countryCode: null, relayCount: 2, percentage: "40.0" },
  ];
  const providers: HostingProviderStat[] = [{ id: "1", provider: "Hetzner", relayCount: 5, percentage: "100.0" }];

  it("finds the list entry and the name the relay call takes", () => {
    expect(resolveRelayDialog({ kind: "country", code: "DE" }, countries, providers)).toMatchObject({ label: "Germany", name: "Germany" });
    expect(resolveRelayDialog({ kind: "country", code: "Unknown" }, countries, providers)).toMatchObject({ label: "Unknown", name: "Unknown" });
    expect(resolveRelayDialog({ kind: "provider", name: "Hetzner" }, countries, providers)).toMatchObject({ label: "Hetzner", name: "Hetzner" });
  });

  it("names nothing to fetch for an entry the lists do not have", () => {
    expect(resolveRelayDialog({ kind: "country", code: "ZZ" }, countries, providers)).toMatchObject({ label: "ZZ", name: null });
    expect(resolveRelayDialog({ kind: "provider", name: "hetzner" }, countries, providers)).toMatchObject({ label: "hetzner", name: null });
  });

  it("titles the dialog after the country or provider", () => {
    expect(relayDialogTitle({ request: { kind: "country", code: "DE" }, label: "Germany" })).toBe("Relay Nodes in Germany");
    expect(relayDialogTitle({ request: { kind: "provider", name: "OVH" }, label: "OVH" })).toBe("Relay Nodes hosted by OVH");
  });
});

const relay = (over: Partial<RelayNode>): RelayNode => ({
  dns_name: null,
  ipv4: null,
  ipv6: null,
  port: null,
  ticker: null,
  pool_id: "pool1x",
  country: null,
  isp: null,
  ...over,
});

describe("relay cards", () => {
  it("shows the DNS name, else IPv4, else IPv6, else Unknown", () => {
    expect(relayHost(relay({ dns_name: "r.example", ipv4: "1.2.3.4", ipv6: "::1" }))).toBe("r.example");
    expect(relayHost(relay({ dns_name: "", ipv4: "1.2.3.4", ipv6: "::1" }))).toBe("1.2.3.4");
    expect(relayHost(relay({ ipv6: "2001:db8::1" }))).toBe("2001:db8::1");
    expect(relayHost(relay({}))).toBe("Unknown");
  });

  it("counts relays and distinct tickers in the subtitle", () => {
    const relays = [relay({ ticker: "AAA" }), relay({ ticker: "AAA" }), relay({ ticker: "BBB" }), relay({ ticker: null })];
    expect(distinctTickerCount(relays)).toBe(2);
    expect(relayDialogSubtitle(relays)).toBe("4 relay nodes · 2 tickers");
    expect(relayDialogSubtitle([relay({ ticker: "AAA" })])).toBe("1 relay node · 1 ticker");
    expect(relayDialogSubtitle([])).toBe("0 relay nodes · 0 tickers");
  });

  it("pages the cards by twelve, counting the whole list in the subtitle; past the last page is the last", () => {
    const relays = Array.from({ length: 25 }, (_, index) => relay({ ipv4: `192.0.2.${index}`, ticker: index < 20 ? `T${index % 4}` : null }));
    const first = relayListing(relays, 1);
    expect(first.relays.map((r) => r.ipv4)).toEqual(relays.slice(0, 12).map((r) => r.ipv4));
    expect(first).toMatchObject({ page: 1, pageCount: 3, range: "1–12 of 25", subtitle: "25 relay nodes · 4 tickers" });
    const last = relayListing(relays, 3);
    expect(last.relays.map((r) => r.ipv4)).toEqual(["192.0.2.24"]);
    expect(last).toMatchObject({ page: 3, range: "25–25 of 25", subtitle: "25 relay nodes · 4 tickers" });
    expect(relayListing(relays, 9)).toEqual(last);
    expect(relayListing(relays.slice(0, 12), 1).pageCount).toBe(1);
    expect(relayListing([], 4)).toEqual({ relays: [], page: 1, pageCount: 1, range: "0–0 of 0", subtitle: "0 relay nodes · 0 tickers" });
  });

  it("reads the dialog's page from ?relayPage= (absent: 1; anything but a whole number from 1: 400)", () => {
    expect(parseRelayDialogPage(params("country=DE"))).toBe(1);
    expect(parseRelayDialogPage(params("country=DE&relayPage=3"))).toBe(3);
    for (const bad of ["0", "-1", "1.5", "abc", ""]) expect(() => parseRelayDialogPage(params(`relayPage=${bad}`)), bad).toThrow(ParamError);
  });

  it("treats a relay answer that is not a list as an empty list (spec §8)", () => {
    expect(relayListOrEmpty(null)).toEqual([]);
    expect(relayListOrEmpty({ error: "x" })).toEqual([]);
    expect(relayListOrEmpty([relay({})])).toHaveLength(1);
  });
});

describe("figures", () => {
  it("shows percentages as given", () => {
    expect(percentText("12.345")).toBe("12.345%");
    expect(percentText("7")).toBe("7%");
  });

  it("counts countries with relays, leaving the Unknown bucket out", () => {
    expect(
      countriesWithRelays([
        { countryCode: "DE", relayCount: 3 },
        { countryCode: null, relayCount: 9 },
        { countryCode: "FR", relayCount: 0 },
        { countryCode: "US", relayCount: 1 },
      ]),
    ).toBe(2);
  });

  it("cycles three colours", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(chartColorIndex)).toEqual([0, 1, 2, 0, 1, 2, 0]);
  });
});

describe("protocol version window", () => {
  it("is the last five completed epochs before the current one", () => {
    expect(protocolVersionWindow(120)).toEqual({ first: 115, last: 119 });
    expect(protocolVersionCaption(protocolVersionWindowName(120))).toBe("Share of the blocks made in epochs 115–119 (the last 5 completed epochs).");
    expect(protocolVersionCardHint(protocolVersionWindowName(120))).toBe("In epochs 115–119 (the last 5 completed epochs)");
  });

  it("shrinks near genesis and is unknown before any epoch completed", () => {
    expect(protocolVersionWindow(3)).toEqual({ first: 0, last: 2 });
    expect(protocolVersionWindowName(3)).toBe("epochs 0–2 (the last 3 completed epochs)");
    expect(protocolVersionWindowName(1)).toBe("epoch 0 (the last completed epoch)");
    expect(protocolVersionWindow(0)).toBeNull();
    expect(protocolVersionWindow(null)).toBeNull();
    expect(protocolVersionWindowName(null)).toBe("the last 5 completed epochs");
  });
});

describe("dialog URLs", () => {
  it("opens and closes the dialog in the query string, keeping the other parameters", () => {
    expect(relayDialogSearch("", { kind: "country", code: "DE" })).toBe("?country=DE");
    expect(relayDialogSearch("?network=testnet&provider=OVH", { kind: "country", code: "Unknown" })).toBe("?network=testnet&country=Unknown");
    expect(relayDialogSearch("?country=DE", { kind: "provider", name: "A&B Hosting" })).toBe("?provider=A%26B+Hosting");
    expect(relayDialogSearch("?network=testnet&country=DE", null)).toBe("?network=testnet");
    expect(relayDialogSearch("?country=DE", null)).toBe("");
    // Another dialog, or none, starts again at the first page.
    expect(relayDialogSearch("?country=DE&relayPage=3", { kind: "country", code: "FR" })).toBe("?country=FR");
    expect(relayDialogSearch("?network=testnet&country=DE&relayPage=3", null)).toBe("?network=testnet");
  });

  it("keeps the page's data only when the dialog closes", () => {
    const at = (path: string) => new URL(path, "http://x");
    expect(onlyClosesDialog(at("/analytics?country=DE"), at("/analytics"))).toBe(true);
    expect(onlyClosesDialog(at("/testnet/analytics?network=testnet&provider=OVH"), at("/testnet/analytics?network=testnet"))).toBe(true);
    // Opening, switching, revalidating the same URL, or another page: read.
    expect(onlyClosesDialog(at("/analytics"), at("/analytics?country=DE"))).toBe(false);
    expect(onlyClosesDialog(at("/analytics?country=DE"), at("/analytics?country=FR"))).toBe(false);
    expect(onlyClosesDialog(at("/analytics"), at("/analytics"))).toBe(false);
    expect(onlyClosesDialog(at("/mainnet/analytics?country=DE"), at("/testnet/analytics"))).toBe(false);
  });

  it("tells a dialog change from a page change", () => {
    const at = (path: string) => new URL(path, "http://x");
    expect(sameApartFromDialog(at("/analytics?country=DE"), at("/analytics"))).toBe(true);
    expect(sameApartFromDialog(at("/analytics?network=testnet"), at("/analytics?network=testnet&provider=OVH"))).toBe(true);
    expect(sameApartFromDialog(at("/analytics?network=testnet"), at("/analytics"))).toBe(false);
    expect(sameApartFromDialog(at("/mainnet/analytics"), at("/testnet/analytics"))).toBe(false);
  });

  it("reads a malformed dialog value as closed where a 400 is not the answer", () => {
    expect(relayDialogOrNull(params("country=%3Cx%3E"))).toBeNull();
    expect(relayDialogOrNull(params("country=fr"))).toEqual({ kind: "country", code: "FR" });
  });
});

describe("readDialogRelays", () => {
  const one = [relay({ ticker: "AAA" })];
  function source(answers: Array<unknown>) {
    const calls: string[] = [];
    const next = (call: string) => {
      calls.push(call);
      const answer = answers.shift();
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
    };
    return { calls, listRelaysByCountry: (name: string) => next(`country:${name}`), listRelaysByProvider: (name: string) => next(`provider:${name}`) };
  }
  const country = { request: { kind: "country", code: "DE" }, label: "Germany", name: "Germany" } as const;
  const provider = { request: { kind: "provider", name: "OVH" }, label: "OVH", name: "OVH" } as const;

  it("reads the country's or the provider's relays by the list entry's name", async () => {
    const relays = source([one, []]);
    expect(await readDialogRelays(relays, country)).toEqual(one);
    expect(await readDialogRelays(relays, provider)).toEqual([]);
    expect(relays.calls).toEqual(["country:Germany", "provider:OVH"]);
  });

  it("reads nothing for an entry the lists do not have", async () => {
    const relays = source([one]);
    expect(await readDialogRelays(relays, { request: { kind: "country", code: "ZZ" }, label: "ZZ", name: null })).toEqual([]);
    expect(relays.calls).toEqual([]);
  });

  it("leaves a failed read to the loader: no retry, no empty list in its place", async () => {
    const failed = source([new Error("503"), one]);
    await expect(readDialogRelays(failed, provider)).rejects.toThrow("503");
    expect(failed.calls).toHaveLength(1);
  });

  it("reads an answer that is not a list as no relays (spec §8)", async () => {
    expect(await readDialogRelays(source([{ error: "not a list" }]), country)).toEqual([]);
  });
});
