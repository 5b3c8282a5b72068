/**
 * A PostgreSQL array literal of texts, passed as one parameter (cast it: `${…}::numeric[]`): the
 * same on node-postgres and PGlite, which each treat a JS array parameter their own way. Every
 * element is quoted. Column arrays through `unnest` keep a statement's text and parameter count
 * the same whatever the number of rows.
 */
export function arrayLiteral(values: readonly (string | number)[]): string {
  return `{${values.map((v) => `"${String(v).replace(/[\\"]/g, (ch) => `\\${ch}`)}"`).join(',')}}`;
}
