import { defineTexts } from '../../../i18n/defineTexts.js';

/** Texts of the "Set location" form of the device's location tab. */
export const deviceLocationFormTexts = defineTexts('deviceLocationForm', {
  en: {
    title: 'Set location',
    note: 'The position is saved as set by hand until the device reports one of its own.',
    latitude: 'Latitude',
    longitude: 'Longitude',
    submit: 'Save location',
    success: 'Location saved',
  },
  nb: {
    title: 'Angi posisjon',
    note: 'Posisjonen lagres som satt manuelt til enheten rapporterer en egen.',
    latitude: 'Breddegrad',
    longitude: 'Lengdegrad',
    submit: 'Lagre posisjon',
    success: 'Posisjonen er lagret',
  },
  ja: {
    title: '位置を設定',
    note: 'デバイスが自ら位置を報告するまで、この位置は手動設定として保存されます。',
    latitude: '緯度',
    longitude: '経度',
    submit: '位置を保存',
    success: '位置を保存しました',
  },
  uk: {
    title: 'Задати розташування',
    note: 'Розташування зберігається як задане вручну, доки пристрій не повідомить власне.',
    latitude: 'Широта',
    longitude: 'Довгота',
    submit: 'Зберегти розташування',
    success: 'Розташування збережено',
  },
});
