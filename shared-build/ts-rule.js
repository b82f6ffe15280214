// The TypeScript rule of every web package: ts-loader in transpile-only mode (`pnpm typecheck` does
// the type checks) with styled-components' TypeScript transformer, which gives every styled
// component a stable componentId (`ssr`), so the class names are the same wherever the same source
// is compiled (the id hashes the component's name, its path relative to the repository root and its
// position in the file). displayName is added only in development builds: bench/RESULTS.md has the
// bytes it would cost in production.
const path = require('node:path');
const { createTransformer } = require('typescript-plugin-styled-components');

const repoRoot = path.join(__dirname, '..');

/** @param {{ dir: string, dev: boolean }} opts */
function tsRule({ dir, dev }) {
  const transformer = createTransformer({ ssr: true, displayName: dev, minify: true });
  // component ids hash the file's path relative to the transformer's `sourceRoot` (absolute without
  // it): the repository root, given to the transformer alone (as a compiler option it wants maps)
  const styledComponents = (context) => {
    const options = { ...context.getCompilerOptions(), sourceRoot: repoRoot };
    return transformer(Object.assign(Object.create(context), { getCompilerOptions: () => options }));
  };
  return {
    test: /\.[cm]?tsx?$/,
    loader: require.resolve('ts-loader'),
    options: {
      transpileOnly: true,
      configFile: path.join(dir, 'tsconfig.json'),
      compilerOptions: { noEmit: false, target: 'es2022', module: 'esnext', jsx: 'react-jsx', sourceMap: dev },
      getCustomTransformers: () => ({ before: [styledComponents] }),
    },
  };
}

module.exports = { tsRule };
