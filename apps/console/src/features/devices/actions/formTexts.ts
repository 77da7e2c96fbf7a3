import { defineTexts } from '../../../i18n/defineTexts.js';

/** The texts of the devices' bulk actions: the menu and each action's form. */
export const deviceBulkTexts = defineTexts('deviceBulk', {
  en: {
    menu: {
      label: 'Bulk actions',
    },
    common: {
      affects_one: 'The action applies to {{count}} device.',
      affects_other: 'The action applies to {{count}} devices.',
      noSelection: 'Select devices first.',
    },
    refusals: {
      noMatch: 'No devices match the filter',
      noSelection: 'Select at least one device',
      tagsNotInScope: 'No tag {{tags}} in your companies.',
      companyNotInScope: 'No company {{company}} in your companies.',
      creditTypeNotFound: 'No credit type {{type}}.',
    },
    addTags: { title: 'Add tag', tag: 'Tag', submit: 'Add tag' },
    removeTags: { title: 'Remove tag', tag: 'Tag', submit: 'Remove tag' },
    move: { title: 'Move to company', company: 'Company', submit: 'Move' },
    reboot: {
      title: 'Reboot',
      note: 'Each device reboots when it next reports; one that stays offline fails after a timeout.',
      submit: 'Reboot',
    },
    firmware: {
      title: 'Request firmware update',
      firmware: 'Firmware version',
      hint: 'For example 07.06.10 or RUT9_R_00.07.06.10.',
      submit: 'Request update',
    },
    delete: {
      title: 'Delete devices',
      note: 'The devices and their data are removed. This cannot be undone.',
      submit: 'Delete',
    },
    assignCredits: { title: 'Assign credits', creditType: 'Credit type', submit: 'Assign' },
  },
  nb: {
    menu: {
      label: 'Massehandlinger',
    },
    common: {
      affects_one: 'Handlingen gjelder {{count}} enhet.',
      affects_other: 'Handlingen gjelder {{count}} enheter.',
      noSelection: 'Velg enheter først.',
    },
    refusals: {
      noMatch: 'Ingen enheter passer til filteret',
      noSelection: 'Velg minst én enhet',
      tagsNotInScope: 'Ingen etikett {{tags}} i selskapene dine.',
      companyNotInScope: 'Intet selskap {{company}} blant selskapene dine.',
      creditTypeNotFound: 'Ingen kredittype {{type}}.',
    },
    addTags: { title: 'Legg til etikett', tag: 'Etikett', submit: 'Legg til etikett' },
    removeTags: { title: 'Fjern etikett', tag: 'Etikett', submit: 'Fjern etikett' },
    move: { title: 'Flytt til selskap', company: 'Selskap', submit: 'Flytt' },
    reboot: {
      title: 'Start på nytt',
      note: 'Hver enhet starter på nytt neste gang den rapporterer; en som forblir frakoblet, feiler etter en tidsavbrudd.',
      submit: 'Start på nytt',
    },
    firmware: {
      title: 'Be om fastvareoppdatering',
      firmware: 'Fastvareversjon',
      hint: 'For eksempel 07.06.10 eller RUT9_R_00.07.06.10.',
      submit: 'Be om oppdatering',
    },
    delete: {
      title: 'Slett enheter',
      note: 'Enhetene og dataene deres fjernes. Dette kan ikke angres.',
      submit: 'Slett',
    },
    assignCredits: { title: 'Tildel kreditter', creditType: 'Kredittype', submit: 'Tildel' },
  },
  ja: {
    menu: {
      label: '一括操作',
    },
    common: {
      affects_one: 'この操作は {{count}} 台のデバイスに適用されます。',
      affects_other: 'この操作は {{count}} 台のデバイスに適用されます。',
      noSelection: '先にデバイスを選択してください。',
    },
    refusals: {
      noMatch: 'フィルターに一致するデバイスがありません',
      noSelection: 'デバイスを 1 台以上選択してください',
      tagsNotInScope: 'あなたの会社にタグ {{tags}} はありません。',
      companyNotInScope: 'あなたの会社に会社 {{company}} はありません。',
      creditTypeNotFound: 'クレジットの種類 {{type}} はありません。',
    },
    addTags: { title: 'タグを追加', tag: 'タグ', submit: 'タグを追加' },
    removeTags: { title: 'タグを削除', tag: 'タグ', submit: 'タグを削除' },
    move: { title: '会社へ移動', company: '会社', submit: '移動' },
    reboot: {
      title: '再起動',
      note: '各デバイスは次回の報告時に再起動します。オフラインのままのデバイスはタイムアウト後に失敗します。',
      submit: '再起動',
    },
    firmware: {
      title: 'ファームウェア更新を要求',
      firmware: 'ファームウェアのバージョン',
      hint: '例: 07.06.10 または RUT9_R_00.07.06.10',
      submit: '更新を要求',
    },
    delete: {
      title: 'デバイスを削除',
      note: 'デバイスとそのデータが削除されます。元に戻せません。',
      submit: '削除',
    },
    assignCredits: { title: 'クレジットを割り当て', creditType: 'クレジットの種類', submit: '割り当て' },
  },
  uk: {
    menu: {
      label: 'Групові дії',
    },
    common: {
      affects_one: 'Дія стосується {{count}} пристрою.',
      affects_few: 'Дія стосується {{count}} пристроїв.',
      affects_many: 'Дія стосується {{count}} пристроїв.',
      affects_other: 'Дія стосується {{count}} пристрою.',
      noSelection: 'Спершу виберіть пристрої.',
    },
    refusals: {
      noMatch: 'Жоден пристрій не відповідає фільтру',
      noSelection: 'Виберіть принаймні один пристрій',
      tagsNotInScope: 'У ваших компаніях немає тега {{tags}}.',
      companyNotInScope: 'Серед ваших компаній немає компанії {{company}}.',
      creditTypeNotFound: 'Немає типу кредитів {{type}}.',
    },
    addTags: { title: 'Додати тег', tag: 'Тег', submit: 'Додати тег' },
    removeTags: { title: 'Видалити тег', tag: 'Тег', submit: 'Видалити тег' },
    move: { title: 'Перемістити до компанії', company: 'Компанія', submit: 'Перемістити' },
    reboot: {
      title: 'Перезавантажити',
      note: 'Кожен пристрій перезавантажиться під час наступного звіту; той, що залишається офлайн, завершиться помилкою після тайм-ауту.',
      submit: 'Перезавантажити',
    },
    firmware: {
      title: 'Запитати оновлення прошивки',
      firmware: 'Версія прошивки',
      hint: 'Наприклад 07.06.10 або RUT9_R_00.07.06.10.',
      submit: 'Запитати оновлення',
    },
    delete: {
      title: 'Видалити пристрої',
      note: 'Пристрої та їхні дані буде видалено. Цю дію не можна скасувати.',
      submit: 'Видалити',
    },
    assignCredits: { title: 'Призначити кредити', creditType: 'Тип кредиту', submit: 'Призначити' },
  },
});
