export { type ConsoleSuite, type ConsoleSuiteOptions, consoleSuite } from './consoleSuite.js';
export { CHROMIUM_PATH, launchBrowser } from './launchBrowser.js';
export { signIn } from './signIn.js';
export { CONSOLE_DIST, DEMO_PASSWORD, type Stack, startStack } from './startStack.js';
