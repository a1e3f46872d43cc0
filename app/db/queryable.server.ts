// What a data function needs of a database: one parameterised query. Both the
// embedded database and PostgreSQL (db.server.ts) provide it, and return the
// same rows: numeric → string, int8 → number, timestamps → ISO strings (UTC).
export type Queryable = {
  query<Row>(text: string, params?: readonly unknown[]): Promise<Row[]>;
  /**
   * Which database this reads (a network's chain database), for what a data
   * function keeps per database between calls; unset: one for all.
   */
  readonly source?: string;
};
