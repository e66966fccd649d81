// One statement on a PostgreSQL server over a connection of its own, closed at once: creating and dropping the
// databases tests run in, which cannot happen inside a pool's transaction or over a connection to the database
// being dropped.
import pg from "pg";

export async function adminQuery<T = unknown>(url: string, statement: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(statement)).rows as T[];
  } finally {
    await client.end();
  }
}
