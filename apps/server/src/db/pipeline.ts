import pg from 'pg';

type OnConnectionError = (error: Error) => void;

/**
 * The connections of the prepared reads (db/prepared.ts): a few of pg's pipelined connections, shared by every
 * request. A statement is written to one as soon as it is asked for, behind the ones already sent, instead of
 * waiting for a pooled connection of its own; PostgreSQL's backend finds the next statement already there when it
 * has answered one, and sleeps and wakes once for many. Each statement ends in its own Sync: one that fails fails
 * alone. Nothing that holds a connection between statements comes here (a transaction, a cursor, a lock, a
 * COPY): those take the pool's. A connection that breaks fails the statements sent on it (503) and the next
 * statement opens a new one; `settings` are sent first on each (client.ts's SESSION_SETTINGS).
 */
interface Connection {
  client?: Promise<pg.Client>;
  /** Statements asked of it and not answered yet: a statement goes where the fewest wait. */
  waiting: number;
}

export class PipelinedReads {
  private readonly connections: Connection[];
  private ended = false;

  constructor(
    private readonly url: string,
    count: number,
    private readonly settings: string,
    private readonly onConnectionError: OnConnectionError,
  ) {
    this.connections = Array.from({ length: count }, () => ({ waiting: 0 }));
  }

  async query<T extends pg.QueryResultRow>(config: pg.QueryConfig): Promise<pg.QueryResult<T>> {
    if (this.ended) throw new Error('Client was closed and is not queryable');
    const connection = this.connections.reduce((a, b) => (b.waiting < a.waiting ? b : a));
    connection.waiting += 1;
    try {
      connection.client ??= this.open(connection);
      return await (await connection.client).query<T>(config);
    } finally {
      connection.waiting -= 1;
    }
  }

  private open(connection: Connection) {
    const client = new pg.Client({ connectionString: this.url, pipeline: true, connectionTimeoutMillis: 5000 });
    const opened = client
      .connect()
      // as the pool's connections: should the settings fail, PostgreSQL plans as it chooses (slower, never wrong)
      .then(() => client.query(this.settings).catch(() => {}))
      .then(() => client);
    const drop = () => {
      if (connection.client === opened) connection.client = undefined;
    };
    client.on('error', (error) => {
      drop();
      if (!this.ended) this.onConnectionError(error);
    });
    client.on('end', drop);
    opened.catch(() => {
      drop();
      client.end().catch(() => {});
    });
    return opened;
  }

  async end() {
    this.ended = true;
    const open = this.connections.map((c) => c.client);
    await Promise.all(open.map((c) => c?.then((client) => client.end()).catch(() => {})));
  }
}
