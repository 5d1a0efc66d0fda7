// The bench's synthetic upstream in a process of its own (`ChildUpstream`): the soak's 2,000
// clients keep their own process busy, and an upstream sharing it answered the relays' polls late,
// which slowed the ticks themselves. Prints `upstream <url>` once listening; runs until killed.
import { BenchUpstream, SHARE } from './liveBench.js';

const [trucks = '50000', share = '0.2'] = process.argv.slice(2);
SHARE.value = Number(share);
const upstream = new BenchUpstream(Number(trucks), true);
await upstream.start();
console.log(`upstream ${upstream.url}`);
