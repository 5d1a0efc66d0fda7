// Writes the shipped lakes and rivers (src/roads/water.json.gz) from the geo-maps packages:
// `npm run -w relay make:water` after a change to water.ts or to the packages' versions.
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { waterFeatures } from './water.js';
import { packagedWater, SHIPPED_WATER } from './waterRoute.js';

const { lakes, rivers } = packagedWater();
const json = Buffer.from(JSON.stringify(waterFeatures(lakes, rivers)));
writeFileSync(SHIPPED_WATER, gzipSync(json, { level: 9 }));
console.log(`${SHIPPED_WATER}: ${json.length} bytes of JSON`);
