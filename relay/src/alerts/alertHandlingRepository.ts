import type pg from 'pg';
import type { AlertCode, AlertHandling, AlertHandlingState } from '@fleetdeck/shared';

interface Row {
  truck_id: number;
  code: AlertCode;
  state: AlertHandlingState;
  user_id: number | null;
  user_name: string;
  note: string | null;
  at: string;
}

const toRecord = (r: Row): AlertHandling => ({
  truck_id: r.truck_id,
  code: r.code,
  state: r.state,
  by: { id: r.user_id ?? 0, name: r.user_name },
  note: r.note,
  at: new Date(Number(r.at)).toISOString(),
});

export interface HistoryEntry {
  truck_id: number;
  code: AlertCode;
  state: AlertHandlingState | 'cleared';
  by: { id: number; name: string } | null;
  note: string | null;
  at: string;
}

/** Alert handling records (one per handled raised alert) and their history. */
export class AlertHandlingRepository {
  constructor(private readonly pool: pg.Pool) {}

  async ofTrucks(truckIds: readonly number[]): Promise<AlertHandling[]> {
    if (truckIds.length === 0) return [];
    const { rows } = await this.pool.query<Row>(
      'SELECT * FROM alert_handling WHERE truck_id = ANY($1::int[]) ORDER BY at',
      [truckIds],
    );
    return rows.map(toRecord);
  }

  async all(): Promise<AlertHandling[]> {
    const { rows } = await this.pool.query<Row>('SELECT * FROM alert_handling');
    return rows.map(toRecord);
  }

  /** Sets the state of one alert and writes it to the history, in one transaction. */
  async set(
    record: Omit<AlertHandling, 'at' | 'by'> & { by: { id: number; name: string }; at: number },
  ): Promise<AlertHandling> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const values = [
        record.truck_id,
        record.code,
        record.state,
        record.by.id,
        record.by.name,
        record.note,
        record.at,
      ];
      const { rows } = await client.query<Row>(
        `INSERT INTO alert_handling (truck_id, code, state, user_id, user_name, note, at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (truck_id, code) DO UPDATE SET state = $3, user_id = $4, user_name = $5,
           note = $6, at = $7
         RETURNING *`,
        values,
      );
      await client.query(
        `INSERT INTO alert_handling_history (truck_id, code, state, user_id, user_name, note, at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        values,
      );
      await client.query('COMMIT');
      return toRecord(rows[0] as Row);
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  /**
   * Drops the record of an alert that cleared; true for the one caller that dropped it (several
   * relays may see the same tick: only one writes the history and tells the clients).
   */
  async clear(truckId: number, code: AlertCode, at: number): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `WITH gone AS (DELETE FROM alert_handling WHERE truck_id = $1 AND code = $2 RETURNING *)
       INSERT INTO alert_handling_history (truck_id, code, state, at)
       SELECT truck_id, code, 'cleared', $3 FROM gone`,
      [truckId, code, at],
    );
    return (rowCount ?? 0) > 0;
  }

  async history(truckId: number): Promise<HistoryEntry[]> {
    const { rows } = await this.pool.query<
      Omit<Row, 'state' | 'user_name'> & {
        state: HistoryEntry['state'];
        user_name: string | null;
      }
    >('SELECT * FROM alert_handling_history WHERE truck_id = $1 ORDER BY at, id', [truckId]);
    return rows.map((r) => ({
      truck_id: r.truck_id,
      code: r.code,
      state: r.state,
      by: r.user_name === null ? null : { id: r.user_id ?? 0, name: r.user_name },
      note: r.note,
      at: new Date(Number(r.at)).toISOString(),
    }));
  }
}
