// A reward's kind, as db-sync's reward.type / reward_rest.type name it, in the
// words the stake address's Rewards History and its CSV show (one rule for both).

const LABELS: Record<string, string> = {
  leader: "Leader",
  member: "Member",
  reserves: "Reserves",
  treasury: "Treasury",
  refund: "Deposit Refund",
  proposal_refund: "Proposal Refund",
};

/** 'Leader' (the pool's operator), 'Member' (a delegator), … ; an unknown kind as db-sync writes it. */
export function rewardTypeLabel(type: string): string {
  return LABELS[type] ?? type;
}
