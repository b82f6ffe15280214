// HTML from the API, sanitised (DOMPurify), and the expandable excerpt built on it. A separate
// entry of shared-ui (`shared-ui/rich-text`, shared on its own) so that DOMPurify, about 12 KB gzip,
// loads only with the pages that render API HTML, not with every first page.
export * from './safe-html';
export * from './expandable-text';
