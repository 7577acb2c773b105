import { type Compilable, CompiledQuery, type DialectAdapter } from 'kysely';
import type { Db } from './database';

const MARKER = '\u0000precompiled-parameter:';

interface Compiled<Params, Row> {
  query: CompiledQuery<Row>;
  /** per bound parameter: the name of the call's parameter, or undefined for a constant */
  names: Array<keyof Params | undefined>;
}

/**
 * A hot-path query built and compiled once per dialect. Kysely rebuilds and recompiles a query's
 * SQL on every call, which costs several times more than running our small queries on SQLite.
 * This builds the query once with marker strings in place of the named parameters (Kysely binds
 * values as parameters, it never inlines them), records where each marker landed, and per call
 * binds the real values in those positions. The database or any of its transactions runs it.
 * (kysely-params does the same but depends on Kysely 0.24; see decision 0006.)
 */
export interface PrecompiledQuery<Params, Row> {
  execute(db: Db, params: Params): Promise<Row[]>;
  executeTakeFirst(db: Db, params: Params): Promise<Row | undefined>;
}

export function precompile<Params extends object, Row>(
  build: (db: Db, params: Params) => Compilable<Row>,
): PrecompiledQuery<Params, Row> {
  // A transaction shares its database's adapter, so one compilation serves both.
  const byDialect = new WeakMap<DialectAdapter, Compiled<Params, Row>>();

  function compile(db: Db): Compiled<Params, Row> {
    const markers = new Proxy({} as Params, { get: (_target, name) => `${MARKER}${String(name)}` });
    const query = build(db, markers).compile();
    const names = query.parameters.map((value) =>
      typeof value === 'string' && value.startsWith(MARKER)
        ? (value.slice(MARKER.length) as keyof Params)
        : undefined,
    );
    return { query, names };
  }

  async function execute(db: Db, params: Params): Promise<Row[]> {
    const adapter = db.getExecutor().adapter;
    let compiled = byDialect.get(adapter);
    if (!compiled) {
      compiled = compile(db);
      byDialect.set(adapter, compiled);
    }
    const { query, names } = compiled;
    const parameters = names.map((name, i) => (name === undefined ? query.parameters[i] : params[name]));
    const result = await db.executeQuery(CompiledQuery.raw(query.sql, parameters) as CompiledQuery<Row>);
    return result.rows;
  }

  return {
    execute,
    executeTakeFirst: async (db, params) => (await execute(db, params))[0],
  };
}
