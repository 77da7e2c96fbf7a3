// The React parts of @netfleet/forms join this entry in a later step; until then it is the
// React-free core, also published alone as `@netfleet/forms/core`.
export * from './core/index.js';
