// `pnpm release … --to <store URL>`: the same commands, on a running store over HTTPS (a team's
// pipeline, anywhere). A release is built (or read from dist) on this machine, packed
// (release-archive.mjs) and uploaded with its id; the store checks it, stores it once in its release
// storage and makes it current or canary on every instance (server/release-api.ts). The token:
// RELEASE_TOKEN (a remote's own: it releases that remote only) or RELEASE_OPS_TOKEN (the operator's).
import { hashFiles, UsageError } from './release-parts.mjs';
import { packRelease } from './release-archive.mjs';

/** The bearer token for a store: the remote's release token, else the operator's. */
function tokenFrom(env, { opsFirst = false } = {}) {
  const team = env.RELEASE_TOKEN?.trim();
  const ops = env.RELEASE_OPS_TOKEN?.trim();
  const token = opsFirst ? ops || team : team || ops;
  if (!token) throw new UsageError('--to needs a token: RELEASE_TOKEN (the remote\'s release token, from `pnpm release token create mfe-<app>`) or RELEASE_OPS_TOKEN');
  return token;
}

/** One request to the store; its JSON answer, or an Error with the store's reason. */
async function ask(doFetch, url, init) {
  let res;
  try {
    res = await doFetch(url, { ...init, signal: AbortSignal.timeout(120_000) });
  } catch (e) {
    const cause = e?.cause?.code ?? e?.cause?.message ?? e?.message ?? String(e);
    throw new Error(`the store at ${new URL(url).origin} does not answer (${cause})`);
  }
  let body = null;
  try { body = await res.json(); } catch { /* not JSON */ }
  if (!res.ok) {
    const why = body?.message ?? `${res.status} ${res.statusText}`;
    const hint = res.status === 401 ? ' (is RELEASE_TOKEN a token this store made, and not revoked?)'
      : res.status === 403 ? ' (a release token releases its own remote only)' : '';
    throw new Error(`the store refused (${res.status}): ${why}${hint}`);
  }
  return body ?? {};
}

/**
 * publish | promote | rollback | withdraw of `name` on the store at `to`. `files`: the build, for
 * publish. Prints the store's line (the same as the local command's) and answers the store's JSON.
 */
export async function remoteCommand({ to, action, name, files, canary, autoPromote = false, env = process.env, out = console.log, fetch: doFetch = fetch }) {
  const token = tokenFrom(env);
  const base = `${to}/api/releases/mfe-${name}`;
  const headers = { authorization: `Bearer ${token}`, accept: 'application/json' };
  let body;
  if (action === 'publish') {
    const id = hashFiles(files);
    const packed = packRelease(files);
    const query = canary === undefined ? '' : `?canary=${canary}${autoPromote ? '&autoPromote=1' : ''}`;
    body = await ask(doFetch, `${base}${query}`, {
      method: 'POST', headers: { ...headers, 'content-type': 'application/gzip', 'x-release-id': id }, body: packed,
    });
  } else {
    body = await ask(doFetch, `${base}/${action}`, { method: 'POST', headers });
  }
  out(`${to}: ${body.line ?? JSON.stringify(body)}`);
  return body;
}

/** token create|revoke|list on the store at `to` (the operator's token). */
export async function tokenRequest({ to, verb, arg, name, env = process.env, out = console.log, fetch: doFetch = fetch }) {
  const headers = { authorization: `Bearer ${tokenFrom(env, { opsFirst: true })}`, accept: 'application/json' };
  const url = `${to}/api/releases/tokens`;
  if (verb === 'create') {
    const made = await ask(doFetch, url, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ remote: `mfe-${arg}`, ...(name ? { name } : {}) }) });
    out(`release token ${made.name} for mfe-${made.remote} (shown this once; the store keeps only its hash):\n${made.token}`);
  } else if (verb === 'revoke') {
    const gone = await ask(doFetch, `${url}/${encodeURIComponent(arg)}`, { method: 'DELETE', headers });
    out(`revoked release token ${gone.name} (mfe-${gone.remote})`);
  } else {
    const { tokens } = await ask(doFetch, url, { headers });
    out(tokens.length ? tokens.map((t) => `${t.name}  mfe-${t.remote}  created ${t.createdAt}`).join('\n') : 'no release tokens');
  }
  return 0;
}
