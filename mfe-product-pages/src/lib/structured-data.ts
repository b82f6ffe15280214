// schema.org structured data for product pages (JSON-LD): Course for programs, Event for events,
// Product for reports, bundles and databases, each with its offer, plus a BreadcrumbList. Built by
// the one page-meta module the server also renders the page's HTML head with.
export { ORGANIZATION, describe, productJsonLd, schemaKind, type SchemaKind } from 'shared-api/page-meta';
