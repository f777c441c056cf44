// Builds real zip files for tests, byte by byte (PKWARE's APPNOTE: local headers, central directory, end record),
// so that a test can also make the zips no tool would: a name with `..`, two entries of one name, or a header
// that lies about how large an entry unpacks (a zip bomb).
import { crc32, deflateRawSync } from 'node:zlib';

export type ZipEntry = {
  name: string;
  data: Buffer;
  /** Stored as it is, else deflated (the default). */
  store?: boolean;
  /** The uncompressed size the headers claim (a lie when it differs from data.length). */
  declaredSize?: number;
};

export function buildZip(entries: ZipEntry[]): Buffer {
  // One entry's data given again (the same Buffer) is deflated once.
  const deflated = new Map<Buffer, Buffer>();
  const deflate = (data: Buffer) => {
    const known = deflated.get(data);
    if (known) return known;
    const body = deflateRawSync(data);
    deflated.set(data, body);
    return body;
  };
  const crcs = new Map<Buffer, number>();
  const crcOf = (data: Buffer) => crcs.get(data) ?? crcs.set(data, crc32(data) >>> 0).get(data)!;
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const body = e.store ? e.data : deflate(e.data);
    const method = e.store ? 0 : 8;
    const crc = crcOf(e.data);
    const size = e.declaredSize ?? e.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x800, 6); // UTF-8 names
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(0, 10); // time, date
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // made by
    central.writeUInt16LE(20, 6); // needed
    central.writeUInt16LE(0x800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(0, 12);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt16LE(0, 30); // extra
    central.writeUInt16LE(0, 32); // comment
    central.writeUInt16LE(0, 34); // disk
    central.writeUInt16LE(0, 36); // internal attributes
    central.writeUInt32LE(0, 38); // external attributes
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
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
