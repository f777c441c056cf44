// India Post's pincode directory shipped with the shop (data/README.md): read from the gzipped file on first use
// and kept in memory (about 19,200 pincodes, a few MB), so a start that never looks a pincode up pays nothing.
import { readFile } from 'node:fs/promises';
import { gunzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { Place } from '@zariya/shared/delivery-promise';
import { serverPath } from '../../lib/paths.ts';

const DATA_FILE = serverPath('src/modules/pincode/directory/pincodes.json.gz');

type DirectoryFile = {
  states: string[];
  districts: Array<[name: string, stateIndex: number]>;
  /** pincode → district index, or several (most post offices first) for a pincode across districts. */
  pins: Record<string, number | number[]>;
};

/** A pincode's entry: its main place, and every state its post offices are in (a few pincodes cross a border). */
export type PincodeEntry = { pincode: string; place: Place; states: string[] };

let loading: Promise<Map<string, PincodeEntry>> | undefined;

async function load(): Promise<Map<string, PincodeEntry>> {
  const file = JSON.parse(
    (await promisify(gunzip)(await readFile(DATA_FILE))).toString('utf8'),
  ) as DirectoryFile;
  const places: Place[] = file.districts.map(([district, state]) => ({
    district,
    state: file.states[state],
  }));
  const map = new Map<string, PincodeEntry>();
  for (const [pincode, value] of Object.entries(file.pins)) {
    const indexes = Array.isArray(value) ? value : [value];
    const states = [...new Set(indexes.map((i) => places[i].state))];
    map.set(pincode, { pincode, place: places[indexes[0]], states });
  }
  return map;
}

function directory(): Promise<Map<string, PincodeEntry>> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined; // a failed read is tried again next time rather than remembered
    throw error;
  });
  return loading;
}

/** The directory's entry for a six-digit pincode, or null when India Post has no such pincode. */
export async function findPincode(pincode: string): Promise<PincodeEntry | null> {
  return (await directory()).get(pincode) ?? null;
}

/** How many pincodes the directory holds (the tests check it is the whole of India). */
export async function directorySize(): Promise<number> {
  return (await directory()).size;
}
