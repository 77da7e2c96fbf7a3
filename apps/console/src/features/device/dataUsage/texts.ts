import { defineTexts } from '../../../i18n/defineTexts.js';

/** Texts of the device's data usage (the data-usage tab and metrics' mobile data). */
export const deviceDataUsageTexts = defineTexts('deviceDataUsage', {
  en: {
    chart: 'Data per SIM per day',
    received: '{{sim}} received',
    sent: '{{sim}} sent',
    day: 'Day',
    totals: 'Totals per SIM, {{from}} to {{to}}',
    sim: 'SIM',
    totalReceived: 'Received',
    totalSent: 'Sent',
    total: 'Total',
  },
  nb: {
    chart: 'Data per SIM per dag',
    received: '{{sim}} mottatt',
    sent: '{{sim}} sendt',
    day: 'Dag',
    totals: 'Totalt per SIM, {{from}} til {{to}}',
    sim: 'SIM',
    totalReceived: 'Mottatt',
    totalSent: 'Sendt',
    total: 'Totalt',
  },
  ja: {
    chart: 'SIM ごと・日ごとのデータ',
    received: '{{sim}} 受信',
    sent: '{{sim}} 送信',
    day: '日付',
    totals: 'SIM ごとの合計 ({{from}} ～ {{to}})',
    sim: 'SIM',
    totalReceived: '受信',
    totalSent: '送信',
    total: '合計',
  },
  uk: {
    chart: 'Дані за SIM за день',
    received: '{{sim}}: отримано',
    sent: '{{sim}}: надіслано',
    day: 'День',
    totals: 'Разом за SIM, з {{from}} до {{to}}',
    sim: 'SIM',
    totalReceived: 'Отримано',
    totalSent: 'Надіслано',
    total: 'Разом',
  },
});
