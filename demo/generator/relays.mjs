// @ts-check
// Pool relays and where they are hosted. Addresses come from the ranges reserved for
// documentation (192.0.2.0/24, 198.51.100.0/24, 203.0.113.0/24, 2001:db8::/32) and
// names under example.com, so no demo row points at a real host.
import { SCRIPT_TAG } from "./hostile.mjs";

/** @typedef {{ ipv4: string | null, ipv6: string | null, dnsName: string | null, dnsSrvName: string | null, port: number | null }} Relay */

const IPV4_NETS = ["192.0.2", "198.51.100", "203.0.113"];

/**
 * 1–3 relays for a pool certificate.
 * @param {import("./random.mjs").Random} rng
 * @param {string} slug
 * @returns {Relay[]}
 */
export function poolRelays(rng, slug) {
  const count = rng.range(1, 3);
  /** @type {Relay[]} */
  const relays = [];
  for (let n = 1; n <= count; n++) {
    const kind = rng.int(10);
    if (kind < 4) {
      relays.push({ ipv4: `${rng.pick(IPV4_NETS)}.${rng.range(1, 254)}`, ipv6: null, dnsName: null, dnsSrvName: null, port: rng.chance(0.8) ? 3001 : rng.range(3000, 6500) });
    } else if (kind < 5) {
      const group = () => rng.int(0x10000).toString(16);
      relays.push({ ipv4: null, ipv6: `2001:db8:${group()}:${group()}::${group()}`, dnsName: null, dnsSrvName: null, port: 6000 });
    } else if (kind < 9) {
      relays.push({ ipv4: null, ipv6: null, dnsName: `relay${n}.${slug}.example.com`, dnsSrvName: null, port: rng.chance(0.9) ? 3001 : 40_000 + rng.int(20_000) });
    } else {
      relays.push({ ipv4: null, ipv6: null, dnsName: null, dnsSrvName: `_cardano._tcp.${slug}.example.com`, port: null });
    }
  }
  return relays;
}

/** The text explorer.relay_geo is keyed by: the relay's address as pool_relay holds it. @param {Relay} relay */
export function relayKey(relay) {
  return relay.ipv4 ?? relay.ipv6 ?? relay.dnsName ?? relay.dnsSrvName ?? "";
}

/** @type {{ code: string, country: string, weight: number, isps: string[] }[]} */
const HOSTING = [
  { code: "DE", country: "Germany", weight: 22, isps: ["Hetzner Online GmbH", "Contabo GmbH", "netcup GmbH"] },
  { code: "US", country: "United States", weight: 20, isps: ["Amazon.com, Inc.", "Google LLC", "DigitalOcean, LLC", "Vultr Holdings LLC"] },
  { code: "FR", country: "France", weight: 8, isps: ["OVH SAS", "Scaleway"] },
  { code: "NL", country: "Netherlands", weight: 6, isps: ["DigitalOcean, LLC", "Leaseweb Netherlands B.V."] },
  { code: "GB", country: "United Kingdom", weight: 6, isps: ["Amazon.com, Inc.", "Linode, LLC"] },
  { code: "RS", country: "Serbia", weight: 5, isps: ["Telekom Srbija", "SBB"] },
  { code: "JP", country: "Japan", weight: 5, isps: ["Sakura Internet Inc.", "Amazon.com, Inc."] },
  { code: "SG", country: "Singapore", weight: 4, isps: ["DigitalOcean, LLC", "Google LLC"] },
  { code: "FI", country: "Finland", weight: 4, isps: ["Hetzner Online GmbH", "UpCloud Ltd"] },
  { code: "CA", country: "Canada", weight: 4, isps: ["OVH Hosting Inc.", "Amazon.com, Inc."] },
  { code: "CH", country: "Switzerland", weight: 3, isps: ["Infomaniak Network SA", "Swisscom (Schweiz) AG"] },
  { code: "AU", country: "Australia", weight: 3, isps: ["Amazon.com, Inc.", "Telstra Limited"] },
  { code: "PL", country: "Poland", weight: 2, isps: ["OVH Sp. z o.o."] },
  { code: "BR", country: "Brazil", weight: 2, isps: ["Amazon.com, Inc."] },
  { code: "KR", country: "South Korea", weight: 2, isps: ["Korea Telecom"] },
  { code: "ZA", country: "South Africa", weight: 1, isps: [`Cape Hosting ${SCRIPT_TAG}`] },
];
const TOTAL_WEIGHT = HOSTING.reduce((sum, h) => sum + h.weight, 0);

/**
 * Country and ISP for one relay, or null for the few that geolocation cannot place.
 * @param {import("./random.mjs").Random} rng
 * @returns {{ code: string, country: string, isp: string } | null}
 */
export function relayLocation(rng) {
  if (rng.chance(0.05)) return null;
  let roll = rng.next() * TOTAL_WEIGHT;
  for (const hosting of HOSTING) {
    roll -= hosting.weight;
    if (roll < 0) return { code: hosting.code, country: hosting.country, isp: rng.pick(hosting.isps) };
  }
  const last = /** @type {(typeof HOSTING)[number]} */ (HOSTING[HOSTING.length - 1]);
  return { code: last.code, country: last.country, isp: rng.pick(last.isps) };
}
