import { defineTexts } from '../../i18n/defineTexts.js';

/** Texts of the buy link (the brand's customer-support page). */
export const buyLinkTexts = defineTexts('buy-link', {
  en: { buy: 'Buy credits', opensInNewTab: '(opens in a new tab)' },
  nb: { buy: 'Kjøp kreditter', opensInNewTab: '(åpnes i en ny fane)' },
  ja: { buy: 'クレジットを購入', opensInNewTab: '（新しいタブで開きます）' },
  uk: { buy: 'Придбати кредити', opensInNewTab: '(відкриється в новій вкладці)' },
});
