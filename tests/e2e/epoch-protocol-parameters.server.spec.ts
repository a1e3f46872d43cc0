import { expect, test } from "@playwright/test";

// spec §7: one epoch's parameters; a malformed, future or unknown epoch is a 404 in JSON.
test("answers an epoch's parameters, and 404 for an epoch it cannot name", async ({ request }) => {
  const current = (await (await request.get("/api/networks/mainnet/protocol-parameters")).json()) as { epoch: number };
  const answer = await request.get(`/api/networks/mainnet/epochs/${current.epoch}/protocol-parameters`);
  expect(answer.status()).toBe(200);
  const parameters = (await answer.json()) as Record<string, unknown>;
  expect(parameters).toMatchObject({ epochLength: 432_000, slotDuration: 1 });
  expect(Object.keys(parameters).sort()).toEqual(
    [
      "decentralization",
      "epochLength",
      "keyDeposit",
      "maxBlockSize",
      "maxTxSize",
      "minFeeA",
      "minFeeB",
      "monetaryExpansion",
      "poolDeposit",
      "poolInfluence",
      "slotDuration",
      "treasuryGrowth",
    ].sort(),
  );
  for (const epoch of [`${current.epoch + 1}`, "abc", "-1", "2147483647", "2147483648", "99999999999"]) {
    const missing = await request.get(`/api/networks/mainnet/epochs/${epoch}/protocol-parameters`);
    expect(missing.status(), epoch).toBe(404);
    expect(missing.headers()["content-type"]).toContain("application/json");
  }
});
