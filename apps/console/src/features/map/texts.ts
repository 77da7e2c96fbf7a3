import { defineTexts } from '../../i18n/defineTexts.js';

/**
 * Texts of the maps (the MapLibre wrapper): its states and the labels of MapLibre's own
 * controls, which it takes as its `locale`. `clustererMissing` is the spec's map-library
 * error (console-shell §8, "Map library missing"), kept word for word in English.
 */
export const mapTexts = defineTexts('map', {
  en: {
    loading: 'Loading the map…',
    webglMissing:
      'This map needs WebGL 2, which this browser does not offer or has turned off. Turn on hardware acceleration, or use another browser.',
    failed: 'The map could not be drawn.',
    clustererMissing: 'MarkerClusterer is not installed!',
    controls: {
      map: 'Map',
      zoomIn: 'Zoom in',
      zoomOut: 'Zoom out',
      resetBearing: 'Drag to rotate map, click to reset north',
      closePopup: 'Close popup',
      attribution: 'Toggle attribution',
      marker: 'Map marker',
    },
  },
  nb: {
    loading: 'Laster kartet …',
    webglMissing:
      'Dette kartet trenger WebGL 2, som denne nettleseren ikke tilbyr eller har slått av. Slå på maskinvareakselerasjon, eller bruk en annen nettleser.',
    failed: 'Kartet kunne ikke tegnes.',
    clustererMissing: 'Klyngemarkørene (MarkerClusterer) er ikke installert!',
    controls: {
      map: 'Kart',
      zoomIn: 'Zoom inn',
      zoomOut: 'Zoom ut',
      resetBearing: 'Dra for å rotere kartet, klikk for å tilbakestille nord',
      closePopup: 'Lukk hurtigvinduet',
      attribution: 'Vis eller skjul kildehenvisning',
      marker: 'Kartmarkør',
    },
  },
  ja: {
    loading: '地図を読み込んでいます…',
    webglMissing:
      'この地図には WebGL 2 が必要ですが、このブラウザーでは使えないか無効になっています。ハードウェアアクセラレーションを有効にするか、別のブラウザーをお使いください。',
    failed: '地図を描画できませんでした。',
    clustererMissing: 'マーカークラスター (MarkerClusterer) がインストールされていません。',
    controls: {
      map: '地図',
      zoomIn: 'ズームイン',
      zoomOut: 'ズームアウト',
      resetBearing: 'ドラッグで地図を回転、クリックで北を上に戻す',
      closePopup: 'ポップアップを閉じる',
      attribution: '出典の表示を切り替える',
      marker: '地図のマーカー',
    },
  },
  uk: {
    loading: 'Завантаження карти…',
    webglMissing:
      'Для цієї карти потрібен WebGL 2, якого цей браузер не підтримує або який вимкнено. Увімкніть апаратне прискорення або скористайтеся іншим браузером.',
    failed: 'Не вдалося намалювати карту.',
    clustererMissing: 'Кластеризацію маркерів (MarkerClusterer) не встановлено!',
    controls: {
      map: 'Карта',
      zoomIn: 'Збільшити',
      zoomOut: 'Зменшити',
      resetBearing: 'Перетягніть, щоб повернути карту; клацніть, щоб повернути північ угору',
      closePopup: 'Закрити спливне вікно',
      attribution: 'Показати або сховати джерела',
      marker: 'Маркер на карті',
    },
  },
});
