import type { UiKitResource } from './en.js';

/** Norwegian (bokmål) texts of the kit. */
export const nb = {
  alert: {
    dismiss: 'Lukk',
  },
  loader: {
    loading: 'Laster inn …',
  },
  pagination: {
    navigation: 'Sidenavigering',
    previous: 'Forrige',
    next: 'Neste',
    pageSize: 'Rader per side',
    pageOf: 'Side {{page}} av {{pageCount}}',
  },
  toast: {
    region: 'Varsler',
    close: 'Lukk varselet',
    info: 'Informasjon',
    success: 'Vellykket',
    warning: 'Advarsel',
    error: 'Feil',
  },
  copy: {
    copy: 'Kopier til utklippstavlen',
    copied: 'Kopiert',
    failed: 'Kunne ikke kopiere',
  },
  table: {
    noData: 'Ingen data',
    loading: 'Laster inn …',
    loadingRow: 'Laster inn rad',
    error: 'Kunne ikke laste inn radene.',
    retry: 'Prøv igjen',
    selectRow: 'Velg {{label}}',
    selectAllMatching_one: 'Velg {{total}} samsvarende rad',
    selectAllMatching_other: 'Velg alle {{total}} samsvarende rader',
    selectAllMatchingShort: 'Velg alle samsvarende rader',
    clearSelection: 'Fjern utvalget',
    selected_one: '{{total}} rad valgt',
    selected_other: '{{total}} rader valgt',
    columns: 'Kolonner',
    resizeColumn: 'Endre bredden på kolonnen {{column}}',
    rowCount_one: '{{total}} rad',
    rowCount_other: '{{total}} rader',
  },
  darkMode: {
    label: 'Mørk modus',
    auto: 'Automatisk',
    enabled: 'På',
    disabled: 'Av',
  },
  chart: {
    loading: 'Laster inn diagram …',
    noData: 'Ingen data å vise',
    error: 'Kunne ikke laste inn diagrammet.',
    summary: '{{label}}: lavest {{min}}, høyest {{max}}, sist {{last}}',
    seriesEmpty: '{{label}}: ingen verdier',
    resetZoom: 'Tilbakestill zoom',
    showTable: 'Vis som tabell',
    hideTable: 'Skjul tabell',
    time: 'Tid',
    tableCapped: 'Viser de nyeste {{shown}} av {{total}} verdier.',
  },
} as const satisfies UiKitResource;
