// The API's layers (ARCHITECTURE.md section 4): routes (HTTP) over services (rules, transactions)
// over repositories (the only SQL). What the lint's import rules (eslint.config.mjs) cannot see is
// checked here on the source itself: only a repository (a folder's repository.ts), the driver (db/)
// and the seed (seed/) issue SQL, and no route opens a transaction. A finding names file:line.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { test } from 'node:test';
import ts from 'typescript';

const API = join(import.meta.dirname, '..');
const SRC = join(API, 'src');

/** Where SQL may be written: the repositories, the database driver and migrations, the seed. */
const mayIssueSql = (file: string) => /(^|\/)repository\.ts$/.test(file) || /^(db|seed)\//.test(file);

/** A statement, as this code base writes them (upper-case keywords). */
const SQL = /\b(SELECT\b[\s\S]*\bFROM\b|SELECT\s+\d|INSERT\s+INTO\b|UPDATE\s+\w+\s+SET\b|DELETE\s+FROM\b|ON\s+CONFLICT\b|FOR\s+UPDATE\b)/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.d.ts') ? [path] : [];
  });
}

const calledMethod = (node: ts.Node): string | null =>
  ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) ? node.expression.name.text : null;

/** Every place in the file that issues SQL (a `.query(` call, a string or template holding a statement), and every transaction. */
function findings(file: string): { sql: number[]; transactions: number[] } {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const sql = new Set<number>();
  const transactions = new Set<number>();
  const line = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const statementOfCall = new Set<ts.Node>(); // a `.query(` call's statement is named once, at the call
  const visit = (node: ts.Node) => {
    const method = calledMethod(node);
    if (method === 'query') {
      sql.add(line(node));
      const first = (node as ts.CallExpression).arguments[0];
      if (first) statementOfCall.add(first);
    }
    if (method === 'transaction') transactions.add(line(node));
    if (statementOfCall.has(node)) {
      // counted at its call
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (SQL.test(node.text)) sql.add(line(node));
    } else if (ts.isTemplateExpression(node)) {
      const parts = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ');
      if (SQL.test(parts)) sql.add(line(node));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { sql: [...sql].sort((a, b) => a - b), transactions: [...transactions].sort((a, b) => a - b) };
}

const files = sourceFiles(SRC).map((path) => ({ path, name: relative(SRC, path).split(sep).join('/') }));

test('only repositories, db/ and seed/ issue SQL', () => {
  const misplaced = files
    .filter((f) => !mayIssueSql(f.name))
    .flatMap((f) => findings(f.path).sql.map((l) => `api/src/${f.name}:${l}`));
  assert.ok(misplaced.length === 0, `SQL outside a repository (move it to the folder's repository.ts):\n${misplaced.join('\n')}`);
});

test('routes open no transaction: a service does', () => {
  const misplaced = files
    .filter((f) => f.name.startsWith('routes/'))
    .flatMap((f) => findings(f.path).transactions.map((l) => `api/src/${f.name}:${l}`));
  assert.ok(misplaced.length === 0, `a transaction in a route (move it to the service the route calls):\n${misplaced.join('\n')}`);
});

test('the scan sees SQL where it is (the repositories are not empty to it)', () => {
  // a guard for the guard: were the patterns to stop matching, the tests above would pass on anything
  const seen = files.filter((f) => mayIssueSql(f.name) && findings(f.path).sql.length > 0).map((f) => f.name);
  assert.ok(seen.includes('seats/repository.ts') && seen.includes('db/db.ts'), `the scan found SQL only in: ${seen.join(', ')}`);
});
