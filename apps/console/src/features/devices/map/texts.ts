import { defineTexts } from '../../../i18n/defineTexts.js';

/** Texts of the devices page's map view (the switch has its own: viewSwitchTexts.ts). */
export const fleetMapTexts = defineTexts('devicesMap', {
  en: {
    label: 'Map of the located devices',
    located_one: '{{n}} located device',
    located_other: '{{n}} located devices',
    truncated:
      'Some devices are not shown: the map draws the first {{n}} located devices. Narrow the filters to see the others.',
    none: 'None of the matching devices has a position yet.',
    loading: 'Loading device positions…',
    failed: 'Could not load the device positions',
    cluster: '{{n}} devices here: zoom in',
    device: '{{name}}, {{status}}',
    open: 'Open device',
    legend: 'Status colours',
  },
  nb: {
    label: 'Kart over enhetene med posisjon',
    located_one: '{{n}} enhet med posisjon',
    located_other: '{{n}} enheter med posisjon',
    truncated:
      'Noen enheter vises ikke: kartet tegner de første {{n}} enhetene med posisjon. Snevre inn filtrene for å se de andre.',
    none: 'Ingen av de samsvarende enhetene har en posisjon ennå.',
    loading: 'Laster enhetenes posisjoner …',
    failed: 'Kunne ikke laste enhetenes posisjoner',
    cluster: '{{n}} enheter her: zoom inn',
    device: '{{name}}, {{status}}',
    open: 'Åpne enheten',
    legend: 'Statusfarger',
  },
  ja: {
    label: '位置のあるデバイスの地図',
    located_one: '位置のあるデバイス {{n}} 台',
    located_other: '位置のあるデバイス {{n}} 台',
    truncated:
      '一部のデバイスは表示されていません。地図には位置のある最初の {{n}} 台を描画します。ほかのデバイスを見るにはフィルターを絞り込んでください。',
    none: '条件に合うデバイスにはまだ位置がありません。',
    loading: 'デバイスの位置を読み込んでいます…',
    failed: 'デバイスの位置を読み込めませんでした',
    cluster: 'ここに {{n}} 台: ズームイン',
    device: '{{name}}、{{status}}',
    open: 'デバイスを開く',
    legend: 'ステータスの色',
  },
  uk: {
    label: 'Карта пристроїв із розташуванням',
    located_one: '{{n}} пристрій із розташуванням',
    located_few: '{{n}} пристрої з розташуванням',
    located_many: '{{n}} пристроїв із розташуванням',
    located_other: '{{n}} пристрою з розташуванням',
    truncated:
      'Деякі пристрої не показано: карта малює перші {{n}} пристроїв із розташуванням. Звузьте фільтри, щоб побачити інші.',
    none: 'Жоден із відповідних пристроїв ще не має розташування.',
    loading: 'Завантаження розташувань пристроїв…',
    failed: 'Не вдалося завантажити розташування пристроїв',
    cluster: 'Тут {{n}} пристроїв: збільшити',
    device: '{{name}}, {{status}}',
    open: 'Відкрити пристрій',
    legend: 'Кольори стану',
  },
});
