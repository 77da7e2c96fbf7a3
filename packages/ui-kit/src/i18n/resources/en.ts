/**
 * English texts of every string the kit shows: the reference resource. Other
 * languages must have exactly these keys (plural forms per language aside); a test
 * checks it.
 */
export const en = {
  alert: {
    dismiss: 'Dismiss',
  },
  loader: {
    loading: 'Loading…',
  },
  pagination: {
    navigation: 'Pagination',
    previous: 'Previous',
    next: 'Next',
    pageSize: 'Rows per page',
    pageOf: 'Page {{page}} of {{pageCount}}',
  },
  toast: {
    region: 'Notifications',
    close: 'Close notification',
    info: 'Information',
    success: 'Success',
    warning: 'Warning',
    error: 'Error',
  },
  copy: {
    copy: 'Copy to clipboard',
    copied: 'Copied',
    failed: 'Could not copy',
  },
  table: {
    noData: 'No data',
    loading: 'Loading…',
    loadingRow: 'Loading row',
    error: 'Could not load the rows.',
    retry: 'Try again',
    selectRow: 'Select {{label}}',
    selectAllMatching_one: 'Select all {{total}} matching row',
    selectAllMatching_other: 'Select all {{total}} matching rows',
    selectAllMatchingShort: 'Select all matching rows',
    clearSelection: 'Clear selection',
    selected_one: '{{total}} row selected',
    selected_other: '{{total}} rows selected',
    columns: 'Columns',
    resizeColumn: 'Resize column {{column}}',
    rowCount_one: '{{total}} row',
    rowCount_other: '{{total}} rows',
  },
  darkMode: {
    label: 'Dark mode',
    auto: 'Auto',
    enabled: 'On',
    disabled: 'Off',
  },
  chart: {
    loading: 'Loading chart…',
    noData: 'No data to show',
    error: 'Could not load the chart.',
    summary: '{{label}}: lowest {{min}}, highest {{max}}, latest {{last}}',
    seriesEmpty: '{{label}}: no values',
    resetZoom: 'Reset zoom',
    showTable: 'Show as table',
    hideTable: 'Hide table',
    time: 'Time',
    tableCapped: 'Showing the newest {{shown}} of {{total}} values.',
  },
} as const;

/** Shape of a language resource of the kit: nested groups of strings. */
export interface UiKitResource {
  readonly [key: string]: string | UiKitResource;
}
