// The texts helpers live in ui-kit, shared with the connect apps; features import them here.
export {
  addFeatureTexts,
  interpolate,
  lookup,
  lookupCounted,
  type TextValues,
  type Translate,
  useTexts,
} from '@netfleet/ui-kit';
