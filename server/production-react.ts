// Imported first by serve.ts, before anything loads React: the page server runs React's production
// build. React, react-dom/server and the libraries around them pick their build by NODE_ENV when
// first loaded, and the route table (react-router-dom, hence React) loads with site.ts: a server
// started without NODE_ENV had React's development build beside react-dom/server's production one,
// and every server render failed ("dispatcher.getOwner is not a function"), each page falling back
// to the shell's frame. `pnpm dev` (SITE_DEV=1) keeps whatever it was given.
/** NODE_ENV as the server was started with (HSTS is for a declared production only). */
export const declaredNodeEnv = process.env.NODE_ENV;
if (process.env.SITE_DEV !== '1' && process.env.NODE_ENV === undefined) process.env.NODE_ENV = 'production';
