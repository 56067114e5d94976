import { crc32, deflateRawSync } from 'node:zlib';

export interface ZipEntrySpec {
  name: string;
  data: Buffer | string;
  /** Stored instead of deflated. */
  store?: boolean;
  /** What the headers claim, to build archives that lie about their sizes. */
  declaredSize?: number;
}

/**
 * A zip written byte by byte (PKZIP APPNOTE 4.3): local headers, data, central directory, end
 * record. Hand-made so the fuzzer and the tests can write what no archiver would: `../` names,
 * absolute paths, backslashes, sizes that lie, thousands of entries.
 */
export function buildZip(entries: readonly ZipEntrySpec[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const spec of entries) {
    const raw = typeof spec.data === 'string' ? Buffer.from(spec.data) : spec.data;
    const data = spec.store ? raw : deflateRawSync(raw);
    const name = Buffer.from(spec.name, 'utf8');
    const size = spec.declaredSize ?? raw.length;
    const crc = crc32(raw);
    const method = spec.store ? 0 : 8;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x800, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** One deflated entry of `megabytes` zeros: about a thousand times smaller zipped. */
export const zeros = (megabytes: number): Buffer => Buffer.alloc(megabytes * 1024 * 1024);
