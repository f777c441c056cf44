// Measures proposed catalogue SQL changes against the current ones on the benchmark's 20,000 products, with
// EXPLAIN ANALYZE only (no server): search with a stored tsvector column, typo tolerance through a word list
// instead of a trigram match on every product, and a (category, new_price) index for category counts.
// A throwaway PostgreSQL database, dropped at the end.
//
//   npm run bench:sql -w @zariya/bench        env: BENCH_PG (postgres://postgres@127.0.0.1:5432)
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { products } from '../apps/server/src/db/schema.ts';

/** The word_similarity threshold of the trigram match the catalogue used before migration 0005. */
const TRIGRAM_THRESHOLD = 0.5;
import { generateCatalogue } from './catalogue-data.ts';

const PG_BASE = (process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/+$/, '');
const DOC = 'products_search_document(brandname, productname, category, colors, material, description)';
const TRGM = "lower(brandname || ' ' || productname || ' ' || category)";
const TSQ = "websearch_to_tsquery('english', $1)";
const QUERIES = [
  'silk saree',
  'red kurta',
  'banarasi',
  'cotton dupatta',
  'kurtha',
  'jhumka earrings',
  'sare',
];

async function main() {
  const dbName = `bench_sql_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Pool({ connectionString: `${PG_BASE}/postgres`, max: 1 });
  await admin.query(`CREATE DATABASE "${dbName}"`);
  const pool = new pg.Pool({ connectionString: `${PG_BASE}/${dbName}`, max: 1 });
  try {
    const handle = await openDatabase(`${PG_BASE}/${dbName}`);
    const rows = generateCatalogue(20_000);
    for (let i = 0; i < rows.length; i += 1000)
      await handle.db.insert(products).values(rows.slice(i, i + 1000));
    await handle.close();
    // Migration 0005 implements these proposals (in its own form); go back to the state before it, so that
    // "now" below is the old catalogue SQL and each step is measured as proposed.
    for (const statement of [
      'DROP TRIGGER products_search_words_insert ON products',
      'DROP TRIGGER products_search_words_delete ON products',
      'DROP TRIGGER products_search_words_update ON products',
      'DROP TABLE search_words',
      'ALTER TABLE products DROP COLUMN search_document',
      'DROP INDEX products_category_price_idx',
      `CREATE INDEX products_search_idx ON products USING gin (${DOC})`,
      `CREATE INDEX products_search_trgm_idx ON products USING gin (${TRGM} gin_trgm_ops)`,
    ])
      await pool.query(statement);
    await pool.query('VACUUM ANALYZE products');

    /** Median execution time of five EXPLAIN ANALYZE runs, and the number of rows the query returns. */
    const time = async (text: string, params: unknown[]) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query("select set_config('pg_trgm.word_similarity_threshold', $1, true)", [
          String(TRIGRAM_THRESHOLD),
        ]);
        const times: number[] = [];
        for (let i = 0; i < 5; i++) {
          const plan = (await client.query(`EXPLAIN (ANALYZE) ${text}`, params)).rows
            .map((r) => r['QUERY PLAN'])
            .join('\n');
          times.push(Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1]));
        }
        const n = (await client.query(`select count(*)::int as n from (${text}) s`, params)).rows[0]
          .n as number;
        await client.query('COMMIT');
        times.sort((a, b) => a - b);
        return { ms: times[2], n };
      } finally {
        client.release();
      }
    };
    const line = (label: string, list: { ms: number }, total: { ms: number; n: number }, note = '') =>
      `| ${label} | ${list.ms.toFixed(1)} ms | ${total.ms.toFixed(1)} ms | ${note} |`;

    const out: string[] = ['| query | list of 48 | count | note |', '|---|---|---|---|'];

    // 1. As the route runs it today: expression index, full text OR whole-phrase trigram, ranked by both.
    for (const q of QUERIES) {
      const where = `(${DOC} @@ ${TSQ} OR ${TRGM} %> $2)`;
      const list = await time(
        `select * from products where ${where} order by ts_rank(${DOC}, ${TSQ}) + word_similarity($2, ${TRGM}) desc, created_at desc, id desc limit 48`,
        [q, q],
      );
      const total = await time(`select count(*) from products where ${where}`, [q, q]);
      out.push(line(`now: '${q}'`, list, total, `${await count(pool, where, [q, q])} matches`));
    }

    // 2. Stored generated tsvector column with its own GIN index.
    const started = Date.now();
    await pool.query(
      `ALTER TABLE products ADD COLUMN search_document tsvector GENERATED ALWAYS AS (${DOC}) STORED`,
    );
    await pool.query('CREATE INDEX products_search_document_idx ON products USING gin (search_document)');
    const columnMs = Date.now() - started;
    for (const q of QUERIES) {
      const where = `(search_document @@ ${TSQ} OR ${TRGM} %> $2)`;
      const list = await time(
        `select * from products where ${where} order by ts_rank(search_document, ${TSQ}) + word_similarity($2, ${TRGM}) desc, created_at desc, id desc limit 48`,
        [q, q],
      );
      const total = await time(`select count(*) from products where ${where}`, [q, q]);
      out.push(line(`stored column, same OR: '${q}'`, list, total));
    }

    // 3. Stored column, full text only, with typos corrected first through a word list (pg_trgm on ~400 words).
    await pool.query(
      `CREATE TABLE search_words AS SELECT word FROM ts_stat($$SELECT to_tsvector('simple', brandname || ' ' || productname || ' ' || category || ' ' || material) FROM products$$)`,
    );
    await pool.query('CREATE INDEX search_words_trgm_idx ON search_words USING gin (word gin_trgm_ops)');
    await pool.query('ANALYZE search_words');
    for (const q of QUERIES) {
      const t = performance.now();
      const words = q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
      const corrected: string[] = [];
      for (const w of words) {
        // A word the catalogue knows stays; another becomes the most similar known word.
        const known = await pool.query('select 1 from search_words where word = $1', [w]);
        if (known.rowCount) {
          corrected.push(w);
          continue;
        }
        const best = await pool.query(
          'select word from search_words where word % $1 order by similarity(word, $1) desc, word limit 1',
          [w],
        );
        corrected.push(best.rows[0]?.word ?? w);
      }
      const correctMs = performance.now() - t;
      const text = corrected.join(' ');
      const list = await time(
        `select * from products where search_document @@ ${TSQ} order by ts_rank(search_document, ${TSQ}) desc, created_at desc, id desc limit 48`,
        [text],
      );
      const total = await time(`select count(*) from products where search_document @@ ${TSQ}`, [text]);
      out.push(
        line(
          `stored column + word list: '${q}' → '${text}'`,
          list,
          total,
          `${await count(pool, `search_document @@ ${TSQ}`, [text])} matches; correction ${correctMs.toFixed(1)} ms`,
        ),
      );
    }

    // 4. Category counts: a (category, new_price) index lets the count of a price band skip the table.
    const bands: Array<[string, number, number]> = [
      ['Saree', 1000, 3000],
      ['Accessories', 0, 3000],
      ['Women Ethnic', 1000, 3000],
    ];
    const countSql =
      'select count(*) from products where category = $1 and new_price >= $2 and new_price < $3';
    for (const b of bands) {
      const before = await time(countSql, b);
      out.push(`| count ${b[0]} ${b[1]}-${b[2]} now | | ${before.ms.toFixed(1)} ms | |`);
    }
    await pool.query('CREATE INDEX products_category_price_idx ON products (category, new_price)');
    await pool.query('VACUUM ANALYZE products');
    for (const b of bands) {
      const after = await time(countSql, b);
      out.push(
        `| count ${b[0]} ${b[1]}-${b[2]} with (category, new_price) | | ${after.ms.toFixed(1)} ms | |`,
      );
    }

    console.log(out.join('\n'));
    console.log(`\nstored column and its index built in ${columnMs} ms on 20,000 rows`);
  } finally {
    await pool.end();
    await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    await admin.end();
  }
}

async function count(pool: pg.Pool, where: string, params: unknown[]): Promise<number> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query("select set_config('pg_trgm.word_similarity_threshold', $1, true)", [
      String(TRIGRAM_THRESHOLD),
    ]);
    const n = (await client.query(`select count(*)::int as n from products where ${where}`, params)).rows[0]
      .n;
    await client.query('COMMIT');
    return n as number;
  } finally {
    client.release();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
