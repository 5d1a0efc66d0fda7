import { inThreadClusterer, type Clusterer } from '../src/data/clusterer.js';

/**
 * An in-thread clusterer that records every answer it gives, so a test can wait until all the
 * answers the pipeline asked for have arrived (`settled`) instead of a turn of the event loop.
 */
export function answeringClusterer(): { clusterer: () => Clusterer; settled: () => Promise<void> } {
  const queries: Promise<unknown>[] = [];
  return {
    clusterer: () => {
      const inner = inThreadClusterer();
      return {
        ...inner,
        query: (bbox, zoom) => {
          const answer = inner.query(bbox, zoom);
          queries.push(answer);
          return answer;
        },
      };
    },
    settled: async () => {
      await Promise.all(queries);
    },
  };
}
