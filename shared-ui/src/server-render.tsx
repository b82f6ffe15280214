// A remote's server render (imported only by its server bundle, shared-build/server-bundle.js; never
// by a browser build). The page renders as in the browser: inside a router at the request's address
// (react-router's StaticRouter, with the route's pattern so useParams gives the same params), with
// the route's API answers readable synchronously (shared-api's inlined store, the answers the
// document inlines as #app-data), its styles collected by styled-components' ServerStyleSheet.
// The render is synchronous: the store holds one request's answers only for its duration.
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Routes } from 'react-router-dom';
import { StaticRouter } from 'react-router-dom/server';
import { ServerStyleSheet } from 'styled-components';
// (the same module as the pages' shared-api reads from; not an export of shared-api's browser entry)
import { missedInlined, serveInlined } from 'shared-api/src/inlined.js';
import { GlobalStyle } from './global-style';

export interface RenderRequest {
  /** The exposed page's name (the route table's `module`, e.g. `HomePage`). */
  module: string;
  /** The route's pattern (e.g. `/certification/:slug`). */
  path: string;
  /** The request's address: path and query. */
  url: string;
  /** The route's API answers, keyed as the client requests them. */
  data: Record<string, unknown>;
}

export interface RenderResult {
  /** The page's markup (the content of the shell's page area). */
  html: string;
  /** The page's styled-components rules, as <style> elements for the head. */
  css: string;
  /** The GETs the page read during the render that `data` did not hold (render again with them). */
  missing: string[];
}

export function createRender(pages: Record<string, ComponentType | undefined>) {
  return function render({ module, path, url, data }: RenderRequest): RenderResult {
    const Page = pages[module];
    if (!Page) throw new Error(`no page ${module} in this server bundle`);
    const sheet = new ServerStyleSheet();
    serveInlined(data);
    try {
      // the store's global styles (the shell renders the same GlobalStyle in the browser) come with
      // the page's, rendered apart: the page's tree is exactly the one the browser hydrates
      // (shell/src/lib/remote-page.tsx: a router, its routes, the page), so useId gives the same ids
      renderToString(sheet.collectStyles(<GlobalStyle />));
      const html = renderToString(sheet.collectStyles(
        <StaticRouter location={url}>
          <Routes><Route path={path} element={<Page />} /></Routes>
        </StaticRouter>,
      ));
      // React 19 puts a <link rel="preload" as="image"> before the markup for each eager image: the
      // page area must hold the page's own elements only (the browser's render has no such link), and
      // the document's parser finds the images themselves as early
      return { html: html.replace(/^(<link rel="preload"[^>]*>)+/, ''), css: sheet.getStyleTags(), missing: missedInlined() };
    } finally {
      serveInlined(null);
      sheet.seal();
    }
  };
}
