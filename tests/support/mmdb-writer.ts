import { isIP } from "node:net";

// A minimal MaxMind DB (MMDB, format 2.0) writer for tests: a binary search tree
// of 24-bit records over the networks given, a 16-byte zero separator, the data
// section (maps, UTF-8 strings, unsigned integers, arrays) and the metadata after
// "\xAB\xCD\xEFMaxMind.com". An IPv6 tree (ip_version 6) holds IPv4 networks at
// ::a.b.c.d/(96 + prefix), where readers look IPv4 addresses up; an IPv4 tree
// (ip_version 4) holds IPv4 networks only. No pointer compression, no aliases.
// https://maxmind.github.io/MaxMind-DB/

type MmdbValue = string | number | bigint | MmdbValue[] | { [key: string]: MmdbValue };

export type MmdbOptions = {
  ipVersion: 4 | 6;
  databaseType: string;
  /** "1.2.3.0/24", "2001:db8::/32"; networks must not overlap. */
  networks: { network: string; data: { [key: string]: MmdbValue } }[];
  buildEpoch?: number;
};

type Node = { children: [Node | number | null, Node | number | null] };

const RECORD_SIZE = 24;
const MAX_RECORD = 2 ** RECORD_SIZE - 1;

export function writeMmdb(options: MmdbOptions): Buffer {
  const bits = options.ipVersion === 4 ? 32 : 128;
  const root: Node = { children: [null, null] };
  const data: Buffer[] = [];
  const offsets: number[] = [];
  let dataLength = 0;

  for (const { network, data: record } of options.networks) {
    const [address, prefix] = parseNetwork(network, options.ipVersion);
    const encoded = encode(record);
    offsets.push(dataLength);
    data.push(encoded);
    dataLength += encoded.length;
    const index = data.length - 1;
    let node = root;
    for (let depth = 0; depth < prefix; depth++) {
      const bit = bitAt(address, depth, bits);
      if (depth === prefix - 1) {
        if (node.children[bit] !== null) throw new Error(`${network} overlaps another network`);
        node.children[bit] = index;
      } else {
        let child = node.children[bit];
        if (typeof child === "number") throw new Error(`${network} overlaps another network`);
        if (child === null) node.children[bit] = child = { children: [null, null] };
        node = child;
      }
    }
  }

  // Nodes numbered breadth-first from the root (node 0).
  const nodes: Node[] = [root];
  const numbers = new Map<Node, number>([[root, 0]]);
  for (let i = 0; i < nodes.length; i++) {
    for (const child of nodes[i]!.children) {
      if (child !== null && typeof child !== "number") {
        numbers.set(child, nodes.length);
        nodes.push(child);
      }
    }
  }
  const nodeCount = nodes.length;
  // A record: another node's number, nodeCount for "no data", or nodeCount + 16 +
  // the data's offset in the data section.
  const recordValue = (child: Node | number | null): number => {
    if (child === null) return nodeCount;
    if (typeof child === "number") return nodeCount + 16 + offsets[child]!;
    return numbers.get(child)!;
  };
  const tree = Buffer.alloc(nodeCount * 6);
  nodes.forEach((node, i) => {
    const [left, right] = node.children.map(recordValue) as [number, number];
    if (left > MAX_RECORD || right > MAX_RECORD) throw new Error("too big for 24-bit records");
    tree.writeUIntBE(left, i * 6, 3);
    tree.writeUIntBE(right, i * 6 + 3, 3);
  });

  const metadata = encode({
    node_count: { uint32: nodeCount },
    record_size: { uint16: RECORD_SIZE },
    ip_version: { uint16: options.ipVersion },
    database_type: options.databaseType,
    languages: ["en"],
    binary_format_major_version: { uint16: 2 },
    binary_format_minor_version: { uint16: 0 },
    build_epoch: BigInt(options.buildEpoch ?? 1_700_000_000),
    description: { en: `${options.databaseType} (test)` },
  } as unknown as MmdbValue);
  return Buffer.concat([tree, Buffer.alloc(16), ...data, Buffer.from("abcdef4d61784d696e642e636f6d", "hex"), metadata]);
}

function bitAt(address: Buffer, depth: number, bits: number): 0 | 1 {
  const offset = address.length * 8 - bits; // 0: the address fills the tree's width
  const position = depth - offset;
  if (position < 0) return 0;
  return ((address[position >> 3]! >> (7 - (position & 7))) & 1) as 0 | 1;
}

function parseNetwork(network: string, ipVersion: 4 | 6): [Buffer, number] {
  const [text = "", prefixText] = network.split("/");
  const version = isIP(text);
  if (version === 0) throw new Error(`not an address: ${network}`);
  const address = version === 4 ? Buffer.from(text.split(".").map(Number)) : ipv6Bytes(text);
  const width = version === 4 ? 32 : 128;
  const prefix = Number(prefixText ?? width);
  if (!Number.isInteger(prefix) || prefix < 1 || prefix > width) throw new Error(`bad prefix: ${network}`);
  if (ipVersion === 4 && version === 6) throw new Error(`an IPv4 tree holds no ${network}`);
  // IPv4 in an IPv6 tree: under ::/96.
  return ipVersion === 6 && version === 4 ? [Buffer.concat([Buffer.alloc(12), address]), prefix + 96] : [address, prefix];
}

function ipv6Bytes(text: string): Buffer {
  const [head = "", tail] = text.split("::");
  const groups = (part: string) => (part === "" ? [] : part.split(":").map((g) => parseInt(g, 16)));
  const front = groups(head);
  const back = tail === undefined ? [] : groups(tail);
  const all = [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
  const bytes = Buffer.alloc(16);
  all.forEach((group, i) => bytes.writeUInt16BE(group, i * 2));
  return bytes;
}

// Data field encoding. A plain number is a uint32 (or smaller); { uint16: n } and
// { uint32: n } pick the type; a bigint is a uint64.
function encode(value: MmdbValue): Buffer {
  if (typeof value === "string") {
    const bytes = Buffer.from(value, "utf8");
    return Buffer.concat([control(2, bytes.length), bytes]);
  }
  if (typeof value === "bigint") return Buffer.concat([control(9, byteLength(value)), uintBytes(value)]);
  if (typeof value === "number") return encode({ uint32: value });
  if (Array.isArray(value)) return Buffer.concat([control(11, value.length), ...value.map(encode)]);
  const keys = Object.keys(value);
  if (keys.length === 1 && (keys[0] === "uint16" || keys[0] === "uint32") && typeof value[keys[0]] === "number") {
    const n = BigInt(value[keys[0]] as number);
    return Buffer.concat([control(keys[0] === "uint16" ? 5 : 6, byteLength(n)), uintBytes(n)]);
  }
  return Buffer.concat([control(7, keys.length), ...keys.flatMap((key) => [encode(key), encode(value[key]!)])]);
}

function byteLength(n: bigint): number {
  let length = 0;
  for (let v = n; v > 0n; v >>= 8n) length++;
  return length;
}

function uintBytes(n: bigint): Buffer {
  const length = byteLength(n);
  const bytes = Buffer.alloc(length);
  for (let i = 0, v = n; i < length; i++, v >>= 8n) bytes[length - 1 - i] = Number(v & 0xffn);
  return bytes;
}

/** The control byte(s): type (extended types > 7 in a second byte), then the size. */
function control(type: number, size: number): Buffer {
  const typeBits = type <= 7 ? type << 5 : 0;
  const extended = type <= 7 ? [] : [type - 7];
  let sizeBits: number;
  let sizeBytes: number[];
  if (size < 29) [sizeBits, sizeBytes] = [size, []];
  else if (size < 285) [sizeBits, sizeBytes] = [29, [size - 29]];
  else if (size < 65_821) [sizeBits, sizeBytes] = [30, [(size - 285) >> 8, (size - 285) & 0xff]];
  else [sizeBits, sizeBytes] = [31, [(size - 65_821) >> 16, ((size - 65_821) >> 8) & 0xff, (size - 65_821) & 0xff]];
  return Buffer.from([typeBits | sizeBits, ...extended, ...sizeBytes]);
}
