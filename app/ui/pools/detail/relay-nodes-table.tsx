import type { StakePool } from "../../../lib/domain";
import { NOT_AVAILABLE } from "../../../lib/formats/format";
import { Card } from "../../page/card";
import { DataTable, type Column } from "../../tables/data-table";
import * as styles from "./stakepool.css";

type Relay = NonNullable<StakePool["relayNodes"]>[number];
const UNKNOWN = "Unknown";

function text(value: string | number | null | undefined, fallback: string) {
  return value === null || value === undefined || value === "" ? <span className={styles.muted}>{fallback}</span> : <bdi className={styles.mono}>{value}</bdi>;
}

/** spec §2 Relay Nodes: DNS/IP, port, location, ISP; N/A for no value, Unknown when not known. */
export function RelayNodesTable({ relays }: { relays: ReadonlyArray<Relay> }) {
  const columns: Column<Relay>[] = [
    { key: "host", header: "DNS/IP", cell: (r) => text(r.dns ?? r.ipv4 ?? r.ipv6, NOT_AVAILABLE) },
    { key: "port", header: "Port", align: "end", cell: (r) => text(r.port, NOT_AVAILABLE) },
    { key: "location", header: "Location", cell: (r) => text(r.location, UNKNOWN) },
    { key: "isp", header: "ISP", cell: (r) => text(r.isp, UNKNOWN) },
  ];
  return (
    <Card title="Relay Nodes">
      <DataTable
        caption="Relay Nodes"
        captionHidden
        columns={columns}
        rows={relays}
        rowKey={(r) => `${r.dns ?? ""}|${r.ipv4 ?? ""}|${r.ipv6 ?? ""}|${r.port ?? ""}`}
        empty="No relay nodes registered"
      />
    </Card>
  );
}
