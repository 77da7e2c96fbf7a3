import { accountMenuTexts } from '../header/account/texts.js';
import { noticesWidgetTexts } from '../header/notices/texts.js';
import { notificationsTexts } from '../header/notifications/texts.js';
import { searchTexts } from '../header/search/texts.js';
import { noticesTexts } from '../notices/texts.js';
import { shellTexts } from '../shell/texts.js';
import type { FeatureTexts, TextTree } from './defineTexts.js';
import { routeTitleTexts } from './routeTitleTexts.js';

/**
 * The texts the console's i18next instance carries from the start: the shell's and the
 * header's, the route titles and the full-page notices, all in the main bundle anyway.
 * Feature pages add theirs when their chunk first renders (`useTexts`).
 */
export const CONSOLE_TEXTS: readonly FeatureTexts<TextTree>[] = [
  shellTexts,
  routeTitleTexts,
  accountMenuTexts,
  searchTexts,
  notificationsTexts,
  noticesWidgetTexts,
  noticesTexts,
];
