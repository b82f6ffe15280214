// A remote's routes (its src/routes.ts, the contract of shared-api/routes) as the build, the release
// tool and the server read them:
// - loadRemoteRoutes(dir): the file read without bundling (TypeScript's transpileModule; it may import
//   types only), checked;
// - checkRoutes(routes, exposed): the problems of one remote's routes (messages), none when sound;
// - conflicts(byRemote): addresses two remotes claim (or a remote and the shell);
// - RoutesPlugin: writes routes.json beside remoteEntry.js (a release's hash covers it).
// Plain CommonJS: webpack configs, scripts/release.mjs and the server (through tsx) all require it.
const fs = require('node:fs');
const path = require('node:path');

/** The shell's own addresses (shell/src/route-table.ts SHELL_ROUTES; a unit test keeps the two equal). No remote may claim them. */
const SHELL_PATHS = ['/callback', '/generic-error', '/404Error', '/staff/releases'];
/** Addresses under which the server answers files or the API, never a page (server/site.ts NOT_PAGES). */
const SERVED_PREFIXES = ['/api', '/releases', '/remotes', '/images', '/staff'];
/** Addresses the server answers itself. */
const SERVER_PATHS = ['/sitemap.xml', '/robots.txt', '/favicon.ico'];

const LITERAL = /^[A-Za-z0-9._~-]+$/;
const PARAM = /^:[A-Za-z_][A-Za-z0-9_]*$/;
const QUERY_NAME = /^[A-Za-z0-9_.~-]{1,64}$/;
const MODULE_NAME = /^[A-Z][A-Za-z0-9]*$/;
const FACTS = new Set(['path', 'module', 'redirect', 'signIn', 'noindex', 'canonical', 'addresses', 'query', 'data']);
/** An API path a route's data request may name (under the API's base): `/product`, `/summit/current`. */
const API_PATH = /^(\/[A-Za-z0-9._~-]+){1,8}$/;

/**
 * Why a route's `data` (shared-api/routes DataRequest: the API GET whose answer is its loader data)
 * is not one the shell may start ahead, or null: an API path, at most 10 query parameters, each a
 * literal or one of the path's own `:parameters`; never on a page for signed-in buyers (a read ahead
 * carries no token) nor on a redirect.
 */
function dataProblem(r) {
  const d = r.data;
  if (!d || typeof d !== 'object' || Array.isArray(d)) return 'is not an object { get, params }';
  for (const k of Object.keys(d)) if (k !== 'get' && k !== 'params') return `has an unknown field ${JSON.stringify(k)}`;
  if (typeof d.get !== 'string' || !API_PATH.test(d.get) || d.get.split('/').some((s) => s === '.' || s === '..')) return `get ${JSON.stringify(d.get)} is not an API path (/name[/name…])`;
  if ('module' in r === false) return 'is only for a page (a redirect has no data)';
  if (r.signIn === true) return 'is not for a page for signed-in buyers (a read ahead carries no token)';
  if (!('params' in d)) return null;
  if (!d.params || typeof d.params !== 'object' || Array.isArray(d.params)) return 'params is not an object of query parameters';
  const entries = Object.entries(d.params);
  if (entries.length > 10) return 'params: at most 10';
  const pathParams = typeof r.path === 'string' ? r.path.split('/').filter((s) => s.startsWith(':')) : [];
  for (const [k, v] of entries) {
    if (!QUERY_NAME.test(k)) return `params: ${JSON.stringify(k)} is not a parameter name`;
    if (typeof v !== 'string' || v.length === 0 || v.length > 200) return `params.${k} is not a value (a string of 1 to 200 characters)`;
    if (v.startsWith(':') && !pathParams.includes(v)) return `params.${k} names ${v}, which the path ${JSON.stringify(r.path)} does not have`;
  }
  return null;
}

/** Why `p` is not a route pattern the store serves, or null. */
function patternProblem(p) {
  if (typeof p !== 'string' || !p.startsWith('/')) return 'is not a path starting with /';
  if (p === '/') return null;
  if (p.length > 200) return 'is longer than 200 characters';
  const segments = p.slice(1).split('/');
  const bad = segments.find((s) => !LITERAL.test(s) && !PARAM.test(s));
  if (bad !== undefined) return `has a segment ${JSON.stringify(bad)} that is neither a name ([A-Za-z0-9._~-]) nor a :parameter (no *, no empty segment)`;
  const params = segments.filter((s) => s.startsWith(':'));
  if (new Set(params).size !== params.length) return 'names a parameter twice';
  if (PARAM.test(segments[0])) {
    // a pattern starting with a parameter is fine for a page (/:productType/:productNickName) but not a single one: it would take every one-segment address
    if (segments.length === 1) return 'is a single parameter: it would take every one-segment address';
  }
  const lower = p.toLowerCase();
  if (SERVED_PREFIXES.some((pre) => lower === pre || lower.startsWith(`${pre}/`))) return `is under ${SERVED_PREFIXES.find((pre) => lower === pre || lower.startsWith(`${pre}/`))}, which the server answers itself`;
  if (SERVER_PATHS.includes(lower)) return 'is an address the server answers itself';
  if (/\.[a-z0-9]{1,5}$/i.test(segments.at(-1))) return 'ends like a file name (an extension): the server answers such addresses with files, never a page';
  return null;
}

/** The address a pattern claims, for comparing two claims: parameters as `:`, case folded (routes match regardless of case). */
const claimOf = (p) => p.split('/').map((s) => (s.startsWith(':') ? ':' : s.toLowerCase())).join('/');

/** Whether `address` is one of the pattern's addresses (literal segments compared regardless of case). */
function patternTakes(pattern, address) {
  const a = pattern.split('/');
  const b = address.split('/');
  return a.length === b.length && a.every((s, i) => (s.startsWith(':') ? LITERAL.test(b[i]) : s.toLowerCase() === b[i].toLowerCase()));
}

/**
 * The problems of one remote's routes (empty when sound): each route's shape, a module that is not
 * exposed, a pattern the store cannot serve, the same address twice, an address listed that the
 * pattern does not take.
 * @param {unknown} routes
 * @param {readonly string[]} exposed  the remote's exposed module names
 */
function checkRoutes(routes, exposed) {
  const problems = [];
  if (!Array.isArray(routes)) return ['routes is not a list'];
  if (routes.length > 500) problems.push(`${routes.length} routes: at most 500`);
  const seen = new Map();
  routes.forEach((r, i) => {
    const at = r && typeof r.path === 'string' ? `route ${r.path}` : `route #${i + 1}`;
    if (!r || typeof r !== 'object' || Array.isArray(r)) return problems.push(`${at}: not an object`);
    for (const k of Object.keys(r)) if (!FACTS.has(k)) problems.push(`${at}: unknown field ${JSON.stringify(k)}`);
    const bad = patternProblem(r.path);
    if (bad) problems.push(`${at}: the path ${JSON.stringify(r.path)} ${bad}`);
    else {
      const claim = claimOf(r.path);
      if (seen.has(claim)) problems.push(`${at}: the same address as route ${seen.get(claim)}`);
      seen.set(claim, r.path);
    }
    const hasModule = 'module' in r;
    const hasRedirect = 'redirect' in r;
    if (hasModule === hasRedirect) problems.push(`${at}: needs a module or a redirect (one of them)`);
    if (hasModule) {
      if (typeof r.module !== 'string' || !MODULE_NAME.test(r.module)) problems.push(`${at}: the module ${JSON.stringify(r.module)} is not a module name`);
      else if (!exposed.includes(r.module)) problems.push(`${at}: its module ${r.module} is not exposed (pages: ${exposed.join(', ') || 'none'})`);
    }
    if (hasRedirect && (typeof r.redirect !== 'string' || !/^\/(?!\/)[^\s]*$/.test(r.redirect))) problems.push(`${at}: the redirect ${JSON.stringify(r.redirect)} is not an address of this site`);
    for (const flag of ['signIn', 'noindex']) if (flag in r && r[flag] !== true) problems.push(`${at}: ${flag} is true or absent`);
    if ('canonical' in r && (typeof r.canonical !== 'string' || patternProblem(r.canonical) || r.canonical.includes(':'))) problems.push(`${at}: the canonical ${JSON.stringify(r.canonical)} is not an address of this site`);
    if ('query' in r && (!Array.isArray(r.query) || r.query.some((q) => typeof q !== 'string' || !QUERY_NAME.test(q)) || r.query.length > 20)) problems.push(`${at}: query is a list of at most 20 parameter names`);
    if ('data' in r) {
      const why = dataProblem(r);
      if (why) problems.push(`${at}: data ${why}`);
    }
    if ('addresses' in r) {
      if (!Array.isArray(r.addresses) || r.addresses.length > 200 || r.addresses.some((a) => typeof a !== 'string')) problems.push(`${at}: addresses is a list of at most 200 addresses`);
      else if (!bad) for (const a of r.addresses) if (!patternTakes(r.path, a)) problems.push(`${at}: lists ${JSON.stringify(a)}, which its path does not take`);
    }
  });
  return problems;
}

/**
 * Addresses claimed twice across remotes (and the shell): one message per clash, naming both.
 * @param {Record<string, readonly { path: string }[]>} byRemote  each remote's routes
 */
function conflicts(byRemote) {
  const owner = new Map();
  for (const p of SHELL_PATHS) owner.set(claimOf(p), { who: 'the shell', path: p });
  const out = [];
  for (const [remote, routes] of Object.entries(byRemote)) {
    for (const r of routes) {
      if (typeof r?.path !== 'string') continue;
      const claim = claimOf(r.path);
      const had = owner.get(claim);
      if (had && had.who !== `mfe-${remote}`) out.push(`${r.path} (mfe-${remote}) is already ${had.who}'s address ${had.path}`);
      else if (!had) owner.set(claim, { who: `mfe-${remote}`, path: r.path });
    }
  }
  return out;
}

/** The routes file of a remote folder. */
const routesFile = (dir) => path.join(dir, 'src', 'routes.ts');

/**
 * A remote's src/routes.ts, read without bundling: `{ pages, routes }`. It may import types only
 * (TypeScript drops those); anything else it requires is refused with a message. Throws with every
 * problem when the file is unsound (checkRoutes, and each page's file must exist).
 */
function loadRemoteRoutes(dir) {
  const file = routesFile(dir);
  if (!fs.existsSync(file)) throw new Error(`${path.basename(dir)}: no src/routes.ts (each remote declares its pages there: shared-api/routes)`);
  const ts = require(require.resolve('typescript', { paths: [dir, __dirname] }));
  const { outputText } = ts.transpileModule(fs.readFileSync(file, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: false, isolatedModules: true },
    fileName: file,
  });
  const mod = { exports: {} };
  const refuse = (name) => { throw new Error(`${file}: imports ${name}; a routes file is data and may import types only`); };
  new Function('module', 'exports', 'require', outputText)(mod, mod.exports, refuse);
  const declared = mod.exports.default ?? mod.exports;
  const name = path.basename(dir);
  if (!declared || typeof declared !== 'object' || !declared.pages || typeof declared.pages !== 'object') throw new Error(`${file}: exports no { pages, routes }`);
  const problems = checkRoutes(declared.routes, Object.keys(declared.pages));
  for (const [module, rel] of Object.entries(declared.pages)) {
    if (!MODULE_NAME.test(module)) problems.push(`page ${JSON.stringify(module)}: not a module name`);
    if (typeof rel !== 'string' || !rel.startsWith('./')) problems.push(`page ${module}: its file is a path relative to src/ starting with ./`);
    else if (!fs.existsSync(path.join(dir, 'src', rel))) problems.push(`page ${module}: its file src/${rel.slice(2)} does not exist`);
  }
  if (problems.length) throw new Error(`${name}: src/routes.ts is not sound:\n  ${problems.join('\n  ')}`);
  return { pages: declared.pages, routes: declared.routes };
}

/** The webpack `exposes` of a remote's routes: `./<Module>` -> `./src/<file>`. */
const exposesOf = (pages) => Object.fromEntries(Object.entries(pages).map(([m, rel]) => [`./${m}`, `./src/${rel.slice(2)}`]));

/** Writes routes.json (the routes, without the pages' files) into the build's output. */
class RoutesPlugin {
  constructor(routes) { this.routes = routes; }
  apply(compiler) {
    const webpack = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RoutesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'RoutesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset('routes.json', new webpack.sources.RawSource(`${JSON.stringify({ routes: this.routes })}\n`));
      });
    });
  }
}

/** The repository's root (shared-build sits at its top). */
const REPO_ROOT = path.join(__dirname, '..');

/** The remotes of a workspace: every mfe-<name> folder with a routes file, by name (`mfe-` taken off). */
function workspaceRemotes(root = REPO_ROOT) {
  return fs.readdirSync(root).filter((d) => d.startsWith('mfe-') && fs.existsSync(routesFile(path.join(root, d)))).map((d) => d.slice(4)).sort();
}

/** Every remote's routes as its release would serve them (with `remote`), read from the workspace's routes files. */
function workspaceRoutes(root = REPO_ROOT) {
  return workspaceRemotes(root).flatMap((remote) => loadRemoteRoutes(path.join(root, `mfe-${remote}`)).routes.map((r) => ({ ...r, remote })));
}

module.exports = {
  REPO_ROOT, workspaceRemotes, workspaceRoutes, SHELL_PATHS, SERVED_PREFIXES, checkRoutes, conflicts, claimOf, patternProblem, patternTakes, loadRemoteRoutes, exposesOf, routesFile, RoutesPlugin };
