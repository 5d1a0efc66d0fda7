import type pg from 'pg';

/** The demo fleet's tags, as the simulator deals them (sim/src/demoTags.ts). */
export interface DemoTags {
  /** Every demo company gets these tags. */
  names: readonly string[];
  /** Each simulated truck's company and tag names. */
  trucks: ReadonlyArray<{ id: number; company: number; tags: readonly string[] }>;
}

/** Creates the demo companies' tags and puts them on their trucks (part of the one-off seed). */
export async function seedDemoTags(
  pool: pg.Pool,
  companies: readonly number[],
  demo: DemoTags,
): Promise<void> {
  for (const company of companies) {
    const { rows } = await pool.query<{ id: number; name: string }>(
      `INSERT INTO tags (company_id, name) SELECT $1, unnest($2::text[]) RETURNING id, name`,
      [company, demo.names],
    );
    const idOf = new Map(rows.map((r) => [r.name, r.id]));
    const tagIds: number[] = [];
    const truckIds: number[] = [];
    for (const truck of demo.trucks.filter((t) => t.company === company)) {
      for (const name of truck.tags) {
        const id = idOf.get(name);
        if (id === undefined) continue;
        tagIds.push(id);
        truckIds.push(truck.id);
      }
    }
    await pool.query(
      'INSERT INTO truck_tags (tag_id, truck_id) SELECT unnest($1::int[]), unnest($2::int[])',
      [tagIds, truckIds],
    );
  }
  await pool.query('UPDATE tag_changes SET version = version + 1 WHERE id = 1');
}
