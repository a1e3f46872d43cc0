import { TableNote } from "../tables/table-note";

/** What a delegation record's epoch and stake mean: the same under the pool page's and the stake address's tables. */
export function DelegationRecordNote() {
  return (
    <TableNote testId="delegation-record-note">
      Effective Epoch: the epoch a certificate takes effect in (two after its certificate): a delegation&apos;s first epoch with the stake, an undelegation&apos;s first without it. Stake: the address&apos;s stake in that epoch&apos;s snapshot (for an undelegation, the stake that left, in the last snapshot with it); N/A until the snapshot is taken, or when a later certificate replaced the delegation first.
    </TableNote>
  );
}
