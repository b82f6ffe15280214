// The one list of singletons shared by the shell and every remote (ARCHITECTURE.md section 2).
// Listed explicitly: `...deps` would put `workspace:*` into requiredVersion.
const singleton = (requiredVersion) => ({ singleton: true, requiredVersion });
module.exports = {
  react: singleton('^19.0.0'),
  'react/jsx-runtime': singleton('^19.0.0'),
  'react-dom': singleton('^19.0.0'),
  'react-dom/client': singleton('^19.0.0'),
  // the shell provides the part the store uses (shell/src/router.ts; shared-build/index.js): react-router
  // and the data router are inside it, not shared on their own
  'react-router-dom': singleton('^6.30.0'),
  'styled-components': singleton('^6.1.0'),
  jotai: singleton('^2.9.0'),
  axios: singleton('^1.13.0'), // loaded on the first API call (shared-api/src/http.ts)
  'shared-ui': singleton('^1.0.0'),
  'shared-ui/rich-text': singleton('^1.0.0'), // DOMPurify: only for pages that render API HTML
  'shared-ui/forms': singleton('^1.0.0'), // the lead-form stack: only for pages with a form
  'shared-cart': singleton('^1.0.0'),
  'shared-analytics': singleton('^1.0.0'), // the tag manager's events and the campaign (UTM) capture
  'shared-api': singleton('^1.0.0'),
  'shared-auth': singleton('^1.0.0'),
};
