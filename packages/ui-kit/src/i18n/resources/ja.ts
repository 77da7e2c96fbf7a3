import type { UiKitResource } from './en.js';

/** Japanese texts of the kit. Japanese has one plural form (`_other`). */
export const ja = {
  alert: {
    dismiss: '閉じる',
  },
  loader: {
    loading: '読み込み中…',
  },
  pagination: {
    navigation: 'ページ送り',
    previous: '前へ',
    next: '次へ',
    pageSize: '1 ページあたりの行数',
    pageOf: '{{page}} / {{pageCount}} ページ',
  },
  toast: {
    region: '通知',
    close: '通知を閉じる',
    info: '情報',
    success: '成功',
    warning: '警告',
    error: 'エラー',
  },
  copy: {
    copy: 'クリップボードにコピー',
    copied: 'コピーしました',
    failed: 'コピーできませんでした',
  },
  table: {
    noData: 'データがありません',
    loading: '読み込み中…',
    loadingRow: '行を読み込み中',
    error: '行を読み込めませんでした。',
    retry: '再試行',
    selectRow: '{{label}} を選択',
    selectAllMatching_other: '一致する {{total}} 行をすべて選択',
    selectAllMatchingShort: '一致する行をすべて選択',
    clearSelection: '選択を解除',
    selected_other: '{{total}} 行を選択中',
    columns: '表示する列',
    resizeColumn: '列「{{column}}」の幅を変更',
    rowCount_other: '{{total}} 行',
  },
  darkMode: {
    label: 'ダークモード',
    auto: '自動',
    enabled: 'オン',
    disabled: 'オフ',
  },
  chart: {
    loading: 'グラフを読み込み中…',
    noData: '表示するデータがありません',
    error: 'グラフを読み込めませんでした。',
    summary: '{{label}}: 最小 {{min}}、最大 {{max}}、最新 {{last}}',
    seriesEmpty: '{{label}}: 値がありません',
    resetZoom: 'ズームをリセット',
    showTable: '表で表示',
    hideTable: '表を隠す',
    time: '時刻',
    tableCapped: '{{total}} 件中、最新の {{shown}} 件を表示しています。',
  },
} as const satisfies UiKitResource;
