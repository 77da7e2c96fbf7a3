import type { ModalResource } from './en.js';

/** Japanese texts of the modals. */
export const ja = {
  confirm: '確認',
  cancel: 'キャンセル',
  close: '閉じる',
  minimize: '最小化',
  enterFullscreen: '全画面表示',
  exitFullscreen: '全画面表示を終了',
  help: 'ヘルプ (新しいタブで開きます)',
  move: 'ウィンドウを移動 (矢印キー)',
  restore: '{title} を元のサイズに戻す',
  minimizedTray: '最小化されたウィンドウ',
  untitled: 'ウィンドウ',
  loading: '読み込み中…',
  selectPlaceholder: '選択してください…',
  doNotShowAgain: '今後は表示しない',
  minimizeLimit: '最小化できるウィンドウは {count} 個までです。',
  reminderSaveFailed: '選択内容を保存できませんでした。次回もこの確認が表示されます。',
  unknownModal: 'ウィンドウ「{name}」は利用できません。',
  contentFailed: 'このウィンドウを表示できませんでした。',
  applyConfig: {
    title: '構成の適用',
    question: '選択したデバイスにこの構成を適用しますか？',
    configName: '構成: {name}',
    deviceCountOne: '1 台のデバイスが選択されています。',
    deviceCountOther: '{count} 台のデバイスが選択されています。',
    note: '構成の設定は、各デバイスの現在の設定を置き換えます。適用中にデバイスが再起動する場合があります。',
    confirm: '適用',
  },
  monitoringTemplatesRemove: {
    title: '監視テンプレートの削除',
    question: '選択した監視テンプレートを削除しますか？',
    more: 'ほか {count} 件',
    note: 'これらのテンプレートを使用しているデバイスは、これらのテンプレートによる監視が行われなくなります。この操作は元に戻せません。',
    confirm: '削除',
  },
} as const satisfies ModalResource;
