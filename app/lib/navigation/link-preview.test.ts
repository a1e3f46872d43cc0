import { describe, expect, it } from "vitest";
import { addressPreview, blockPreview, epochPreview, linkPreviewTags, poolPreview, transactionPreview } from "./link-preview";

const content = (tags: ReturnType<typeof linkPreviewTags>, key: "name" | "property", value: string) =>
  tags.find((tag) => (tag as Record<string, string>)[key] === value) as { content: string } | undefined;

describe("linkPreviewTags", () => {
  const preview = { heading: "Block #7 (Mainnet)", description: "Block #7 in epoch 0." };

  it("writes the title, the description, OpenGraph and a Twitter summary card from one heading and description", () => {
    const tags = linkPreviewTags(preview);
    expect(tags[0]).toEqual({ title: "Block #7 (Mainnet) · Prime Explorer" });
    expect(content(tags, "name", "description")?.content).toBe(preview.description);
    expect(content(tags, "property", "og:title")?.content).toBe(preview.heading);
    expect(content(tags, "property", "og:description")?.content).toBe(preview.description);
    expect(content(tags, "property", "og:type")?.content).toBe("website");
    expect(content(tags, "property", "og:site_name")?.content).toBe("Prime Explorer");
    expect(content(tags, "name", "twitter:card")?.content).toBe("summary");
    expect(content(tags, "name", "twitter:title")?.content).toBe(preview.heading);
    expect(content(tags, "name", "twitter:description")?.content).toBe(preview.description);
  });

  it("writes og:url only for a known origin", () => {
    expect(content(linkPreviewTags(preview), "property", "og:url")).toBeUndefined();
    expect(content(linkPreviewTags(preview, "https://explorer.example/blocks/7"), "property", "og:url")?.content).toBe("https://explorer.example/blocks/7");
  });

  it("clips a long description to 300 characters, whole characters only", () => {
    const long = "🚀".repeat(400);
    const text = content(linkPreviewTags({ heading: "x", description: long }), "name", "description")!.content;
    expect(Array.from(text)).toHaveLength(300);
    expect(text.endsWith("🚀…")).toBe(true);
  });
});

describe("entity previews", () => {
  it("a block: height, epoch, transactions, pool and time", () => {
    const preview = blockPreview(
      { height: 74520, epochNumber: 3, txCount: 1234, timestamp: "2026-11-22T02:51:22Z", poolId: "pool1abc", poolTicker: "PRIME", poolName: "Prime Pool" },
      "mainnet",
    );
    expect(preview.heading).toBe("Block #74,520 (Mainnet)");
    expect(preview.description).toBe("Block #74,520 in epoch 3 with 1,234 transactions, produced by [PRIME] Prime Pool, at 2026-11-22 02:51:22 UTC.");
    const genesis = blockPreview({ height: null, epochNumber: 0, txCount: 1, timestamp: "2026-01-01T00:00:00Z", poolId: null, poolTicker: null, poolName: null }, "testnet");
    expect(genesis.heading).toBe("Genesis Block (Testnet)");
    expect(genesis.description).toBe("Block in epoch 0 with 1 transaction, at 2026-01-01 00:00:00 UTC.");
  });

  it("a transaction: amount, fee and block", () => {
    const tx = { hash: "ab".repeat(32), blockHeight: 100, blockId: "cd".repeat(32), epochNumber: 2, timestamp: "2026-11-22T00:00:00Z", totalOutput: "5000000000", externalFlow: "-1500000", fee: "171234" };
    const preview = transactionPreview(tx, "testnet");
    expect(preview.heading).toBe(`Transaction ${"ab".repeat(8)}… (Testnet)`);
    expect(preview.description).toBe("1.50 tAP3X sent, fee 0.171234 tAP3X. In block #100 (epoch 2), at 2026-11-22 00:00:00 UTC.");
    expect(transactionPreview({ ...tx, blockHeight: 74_520 }, "testnet").description).toContain("In block #74,520 (epoch 2)");
    expect(transactionPreview({ ...tx, externalFlow: "x", blockHeight: null, blockId: null, epochNumber: null }, "mainnet").description).toBe(
      "5,000.00 AP3X output, fee 0.171234 AP3X. Not yet in a block, at 2026-11-22 00:00:00 UTC.",
    );
  });

  it("a genesis transaction is in the genesis block, not pending", () => {
    const tx = { hash: "ab".repeat(32), blockHeight: null, blockId: "cd".repeat(32), epochNumber: 0, timestamp: "2026-11-05T12:00:00Z", totalOutput: "5000000000", externalFlow: "-5000000000", fee: "0" };
    expect(transactionPreview(tx, "mainnet").description).toBe("5,000.00 AP3X sent, fee 0.000000 AP3X. In the genesis block (epoch 0), at 2026-11-05 12:00:00 UTC.");
  });

  it("says nothing that changes with the tip (a site keeps what it first read)", () => {
    const preview = transactionPreview({ hash: "ab".repeat(32), blockHeight: 100, blockId: "cd".repeat(32), epochNumber: 2, timestamp: "2026-11-22T00:00:00Z", totalOutput: "1", externalFlow: "-1", fee: "1" }, "mainnet");
    expect(preview.description).not.toMatch(/confirm|pending/i);
  });

  it("never calls a failed script transaction's collateral a payment", () => {
    const failed = { hash: "ab".repeat(32), blockHeight: 100, blockId: "cd".repeat(32), epochNumber: 2, timestamp: "2026-11-22T00:00:00Z", totalOutput: "4000000", externalFlow: "-900000", fee: "900000", validContract: false };
    expect(transactionPreview(failed, "mainnet").description).toBe(
      "Failed script transaction: only its collateral moved, collateral taken 0.900000 AP3X. In block #100 (epoch 2), at 2026-11-22 00:00:00 UTC.",
    );
  });

  it("an address: balance and transaction count", () => {
    const preview = addressPreview({ address: "stake1u9abcdefghijklmnopqrstuvwxyz", balance: "1234567890", txCount: 1 }, "mainnet");
    expect(preview.heading).toBe("Stake Address stake1u9abcdefgh… (Mainnet)");
    expect(preview.description).toBe("Stake Address stake1u9abcdefghijklmnopqrstuvwxyz: balance 1,234.56789 AP3X, 1 transaction.");
  });

  it("a pool: ticker, name, stake, saturation and delegators", () => {
    const preview = poolPreview({ poolId: "pool1xyz", ticker: "PRIME", name: "Prime Pool", totalStake: "12345678000000", saturation: 45.67, delegatorCount: 1234 }, "mainnet");
    expect(preview.heading).toBe("[PRIME] Prime Pool · Stake Pool (Mainnet)");
    expect(preview.description).toBe("Stake pool [PRIME] Prime Pool: 12.35M AP3X stake, 45.7% saturated, 1,234 delegators. Pool ID pool1xyz.");
  });

  it("a look-alike pool is called one where a preview names it, as its page warns; the stake says its snapshot", () => {
    const pool = { poolId: "pool1xyz", ticker: "PRlME", name: "Prime Pool", totalStake: "0", saturation: 0, delegatorCount: 2, stakeEpoch: 8 };
    const lookAlike = { reasons: ["confusable" as const], imitates: [] };
    const preview = poolPreview({ ...pool, lookAlike }, "mainnet");
    expect(preview.heading).toBe("[PRlME] Prime Pool (possible look-alike pool) · Stake Pool (Mainnet)");
    expect(preview.description).toContain("2 delegators (epoch 8 snapshot)");
    expect(poolPreview({ ...pool, lookAlike: null }, "mainnet").heading).toBe("[PRlME] Prime Pool · Stake Pool (Mainnet)");
    const block = { height: 1, epochNumber: 3, txCount: 0, timestamp: "2026-11-22T02:51:22Z", poolId: "pool1xyz", poolTicker: "PRlME", poolName: "Prime Pool" };
    expect(blockPreview({ ...block, poolLookAlike: { reasons: ["confusable"] } }, "mainnet").description).toContain(
      "produced by [PRlME] Prime Pool (possible look-alike pool), at",
    );
    expect(blockPreview(block, "mainnet").description).not.toContain("look-alike");
  });

  it("a pool's hostile name stays its text (the tags' escaping is React's)", () => {
    const preview = poolPreview({ poolId: "pool1xyz", ticker: "<XSS>", name: "<script>alert(1)</script>\u202E", totalStake: "0", saturation: 0, delegatorCount: 0 }, "mainnet");
    expect(preview.heading).toBe("[<XSS>] <script>alert(1)</script> · Stake Pool (Mainnet)");
  });

  it("an epoch: status, blocks and transactions", () => {
    const preview = epochPreview({ epochNumber: 3, blockCount: 21600, txCount: 1, completed: false, startTime: "2026-11-20T00:00:00Z" }, "mainnet");
    expect(preview.heading).toBe("Epoch 3 (Mainnet)");
    expect(preview.description).toBe("Epoch 3, Active: 21,600 blocks, 1 transaction, started 2026-11-20 00:00:00 UTC.");
  });
});
