import type { UiKitResource } from './en.js';

/** Ukrainian texts of the kit. Plural forms: `_one`, `_few`, `_many`, `_other`. */
export const uk = {
  alert: {
    dismiss: 'Закрити',
  },
  loader: {
    loading: 'Завантаження…',
  },
  pagination: {
    navigation: 'Посторінкова навігація',
    previous: 'Попередня',
    next: 'Наступна',
    pageSize: 'Рядків на сторінці',
    pageOf: 'Сторінка {{page}} з {{pageCount}}',
  },
  toast: {
    region: 'Сповіщення',
    close: 'Закрити сповіщення',
    info: 'Інформація',
    success: 'Успіх',
    warning: 'Попередження',
    error: 'Помилка',
  },
  copy: {
    copy: 'Копіювати в буфер обміну',
    copied: 'Скопійовано',
    failed: 'Не вдалося скопіювати',
  },
  table: {
    noData: 'Немає даних',
    loading: 'Завантаження…',
    loadingRow: 'Рядок завантажується',
    error: 'Не вдалося завантажити рядки.',
    retry: 'Спробувати ще раз',
    selectRow: 'Вибрати {{label}}',
    selectAllMatching_one: 'Вибрати {{total}} відповідний рядок',
    selectAllMatching_few: 'Вибрати всі {{total}} відповідні рядки',
    selectAllMatching_many: 'Вибрати всі {{total}} відповідних рядків',
    selectAllMatching_other: 'Вибрати всі {{total}} відповідного рядка',
    selectAllMatchingShort: 'Вибрати всі відповідні рядки',
    clearSelection: 'Скасувати вибір',
    selected_one: 'Вибрано {{total}} рядок',
    selected_few: 'Вибрано {{total}} рядки',
    selected_many: 'Вибрано {{total}} рядків',
    selected_other: 'Вибрано {{total}} рядка',
    columns: 'Стовпці',
    resizeColumn: 'Змінити ширину стовпця {{column}}',
    rowCount_one: '{{total}} рядок',
    rowCount_few: '{{total}} рядки',
    rowCount_many: '{{total}} рядків',
    rowCount_other: '{{total}} рядка',
  },
  darkMode: {
    label: 'Темний режим',
    auto: 'Автоматично',
    enabled: 'Увімкнено',
    disabled: 'Вимкнено',
  },
  chart: {
    loading: 'Завантаження графіка…',
    noData: 'Немає даних для показу',
    error: 'Не вдалося завантажити графік.',
    summary: '{{label}}: найменше {{min}}, найбільше {{max}}, останнє {{last}}',
    seriesEmpty: '{{label}}: немає значень',
  },
} as const satisfies UiKitResource;
