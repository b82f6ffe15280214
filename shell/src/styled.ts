// The part of styled-components the store uses, as the shell provides it to every remote under the
// share key `styled-components` (shared-build/index.js), as shell/src/router.ts does for the router:
// a shared module keeps every export, this list lets webpack drop the rest (theme providers,
// StyleSheetManager's public API, the server's ServerStyleSheet…). A remote that needs another
// export adds it here (a shell release) before using it. `__PRIVATE__` (the one stylesheet) is the
// shell's own, for lib/style-batch.ts.
export { __PRIVATE__, createGlobalStyle, css, default, keyframes } from 'acma-styled-components';
