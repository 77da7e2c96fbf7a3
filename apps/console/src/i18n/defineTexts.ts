// The texts helpers live in ui-kit, shared with the connect apps; features import them here.
export { defineTexts, type FeatureTexts, type TextKey, type TextTree } from '@netfleet/ui-kit';
