import { defineTexts } from '../../../i18n/defineTexts.js';

/** The texts of the add-device forms: one device, and devices from a CSV file. */
export const addDeviceTexts = defineTexts('addDeviceForms', {
  en: {
    addDevice: {
      title: 'Add device',
      serial: 'Serial number',
      mac: 'MAC address',
      name: 'Name',
      company: 'Company',
      tag: 'Tag',
      submit: 'Add',
      success: 'Device created successfully',
    },
    token: {
      title: 'Device added',
      message:
        'Its ingest token is shown only this once: give it to the device (the "data to server" setting) before you close this window.',
      label: 'Ingest token',
      reportUrl: 'Report URL (HTTP, header "Authorization: Bearer" and the token)',
      mqtt: 'MQTT broker',
      mqttLogin: 'user name {{serial}}, password the token',
    },
    importDevices: {
      title: 'Add devices from file',
      file: 'CSV file',
      fileHint: 'Columns: serial, mac, name, company_id (optional), tags (optional, separated by ;).',
      sample: 'Download the sample CSV file',
      company: 'Company',
      companyHint: 'For lines without a company_id.',
      submit: 'Import',
      success: 'Devices imported successfully',
    },
  },
  nb: {
    addDevice: {
      title: 'Legg til enhet',
      serial: 'Serienummer',
      mac: 'MAC-adresse',
      name: 'Navn',
      company: 'Selskap',
      tag: 'Etikett',
      submit: 'Legg til',
      success: 'Enheten ble opprettet',
    },
    token: {
      title: 'Enheten er lagt til',
      message:
        'Inntakstokenet vises bare denne ene gangen: gi det til enheten (innstillingen «data til server») før du lukker dette vinduet.',
      label: 'Inntakstoken',
      reportUrl: 'Rapport-URL (HTTP, overskriften «Authorization: Bearer» og tokenet)',
      mqtt: 'MQTT-megler',
      mqttLogin: 'brukernavn {{serial}}, passord tokenet',
    },
    importDevices: {
      title: 'Legg til enheter fra fil',
      file: 'CSV-fil',
      fileHint: 'Kolonner: serial, mac, name, company_id (valgfri), tags (valgfri, skilt med ;).',
      sample: 'Last ned eksempelfilen (CSV)',
      company: 'Selskap',
      companyHint: 'For linjer uten company_id.',
      submit: 'Importer',
      success: 'Enhetene ble importert',
    },
  },
  ja: {
    addDevice: {
      title: 'デバイスを追加',
      serial: 'シリアル番号',
      mac: 'MAC アドレス',
      name: '名前',
      company: '会社',
      tag: 'タグ',
      submit: '追加',
      success: 'デバイスを作成しました',
    },
    token: {
      title: 'デバイスを追加しました',
      message:
        'インジェストトークンは今回だけ表示されます。このウィンドウを閉じる前に、デバイス (「データをサーバーへ」設定) に設定してください。',
      label: 'インジェストトークン',
      reportUrl: 'レポート URL (HTTP、「Authorization: Bearer」ヘッダーとトークン)',
      mqtt: 'MQTT ブローカー',
      mqttLogin: 'ユーザー名 {{serial}}、パスワードはトークン',
    },
    importDevices: {
      title: 'ファイルからデバイスを追加',
      file: 'CSV ファイル',
      fileHint: '列: serial, mac, name, company_id (任意), tags (任意、; 区切り)',
      sample: 'サンプル CSV ファイルをダウンロード',
      company: '会社',
      companyHint: 'company_id のない行に使います。',
      submit: 'インポート',
      success: 'デバイスをインポートしました',
    },
  },
  uk: {
    addDevice: {
      title: 'Додати пристрій',
      serial: 'Серійний номер',
      mac: 'MAC-адреса',
      name: 'Назва',
      company: 'Компанія',
      tag: 'Тег',
      submit: 'Додати',
      success: 'Пристрій створено',
    },
    token: {
      title: 'Пристрій додано',
      message:
        'Його токен надсилання даних показано лише цього разу: передайте його пристрою (налаштування «дані на сервер») перед тим, як закрити це вікно.',
      label: 'Токен надсилання даних',
      reportUrl: 'URL звітів (HTTP, заголовок «Authorization: Bearer» і токен)',
      mqtt: 'MQTT-брокер',
      mqttLogin: 'ім’я користувача {{serial}}, пароль — токен',
    },
    importDevices: {
      title: 'Додати пристрої з файлу',
      file: 'Файл CSV',
      fileHint: 'Стовпці: serial, mac, name, company_id (необовʼязково), tags (необовʼязково, через ;).',
      sample: 'Завантажити зразок файлу CSV',
      company: 'Компанія',
      companyHint: 'Для рядків без company_id.',
      submit: 'Імпортувати',
      success: 'Пристрої імпортовано',
    },
  },
});
