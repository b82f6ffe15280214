// shared-ui/forms: the store's lead-form stack (a separate shared module, so pages without a form
// do not load it).
export * from './rules';
export * from './api-error';
export * from './fields';
export * from './lead-form';
export * from './name-rule-gate';
