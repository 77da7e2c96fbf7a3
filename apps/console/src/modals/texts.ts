import { defineTexts } from '../i18n/defineTexts.js';

/** Texts of the console's own modal windows: the forced e-mail and terms flows, a role's permissions. */
export const consoleModalsTexts = defineTexts('consoleModals', {
  en: {
    emailRequired: {
      intro: 'Your account has no email address yet. Enter the address where Netfleet can reach you.',
      label: 'Email address',
      invalid: 'Enter a valid email address.',
      save: 'Save',
      saved: 'Email address saved',
      saveFailed: 'Failed to save the email address',
    },
    dataAgreement: {
      processing:
        'Netfleet processes data about your devices (identifiers, location, usage and configuration) on behalf of your company, to let you monitor and manage them. Your company stays the controller of that data; we keep it only as long as your company uses Netfleet, and never sell it.',
      toContinue: 'To continue, accept the terms of service and the data processing agreement.',
      consent: 'I have read and accept the terms of service and the data processing agreement',
      accept: 'Accept',
      acceptFailed: 'Failed to accept the terms',
      logOut: 'Log out',
    },
    ownPermissions: {
      summary: 'Your role {{role}} holds {{held}} of {{total}} permissions.',
      roleSummary: 'The role {{role}} holds {{held}} of {{total}} permissions.',
      caption: 'Permissions of {{role}}',
      permission: 'Permission',
      allowed: 'Allowed',
      yes: 'Yes',
      no: 'No',
    },
  },
  nb: {
    emailRequired: {
      intro: 'Kontoen din har ingen e-postadresse ennå. Skriv inn adressen Netfleet kan nå deg på.',
      label: 'E-postadresse',
      invalid: 'Skriv inn en gyldig e-postadresse.',
      save: 'Lagre',
      saved: 'E-postadressen er lagret',
      saveFailed: 'Kunne ikke lagre e-postadressen',
    },
    dataAgreement: {
      processing:
        'Netfleet behandler data om enhetene dine (identifikatorer, plassering, bruk og konfigurasjon) på vegne av selskapet ditt, slik at du kan overvåke og administrere dem. Selskapet ditt er fortsatt behandlingsansvarlig for disse dataene. Vi oppbevarer dem bare så lenge selskapet ditt bruker Netfleet, og vi selger dem aldri.',
      toContinue: 'For å fortsette må du godta tjenestevilkårene og databehandleravtalen.',
      consent: 'Jeg har lest og godtar tjenestevilkårene og databehandleravtalen',
      accept: 'Godta',
      acceptFailed: 'Kunne ikke godta vilkårene',
      logOut: 'Logg ut',
    },
    ownPermissions: {
      summary: 'Rollen din {{role}} har {{held}} av {{total}} tillatelser.',
      roleSummary: 'Rollen {{role}} har {{held}} av {{total}} tillatelser.',
      caption: 'Tillatelser for {{role}}',
      permission: 'Tillatelse',
      allowed: 'Tillatt',
      yes: 'Ja',
      no: 'Nei',
    },
  },
  ja: {
    emailRequired: {
      intro:
        'アカウントにメールアドレスがまだ登録されていません。Netfleet からの連絡を受け取るアドレスを入力してください。',
      label: 'メールアドレス',
      invalid: '有効なメールアドレスを入力してください。',
      save: '保存',
      saved: 'メールアドレスを保存しました',
      saveFailed: 'メールアドレスを保存できませんでした',
    },
    dataAgreement: {
      processing:
        'Netfleet は、お使いのデバイスを監視・管理できるよう、会社に代わってデバイスに関するデータ（識別子、位置情報、使用状況、設定）を処理します。データの管理者は引き続き貴社です。データは貴社が Netfleet を利用している間のみ保管し、販売することは一切ありません。',
      toContinue: '続行するには、利用規約とデータ処理契約に同意してください。',
      consent: '利用規約とデータ処理契約を読み、同意します',
      accept: '同意する',
      acceptFailed: '規約に同意できませんでした',
      logOut: 'ログアウト',
    },
    ownPermissions: {
      summary: 'あなたのロール {{role}} には {{total}} 件中 {{held}} 件の権限があります。',
      roleSummary: 'ロール {{role}} には {{total}} 件中 {{held}} 件の権限があります。',
      caption: '{{role}} の権限',
      permission: '権限',
      allowed: '許可',
      yes: 'はい',
      no: 'いいえ',
    },
  },
  uk: {
    emailRequired: {
      intro:
        'У вашому обліковому записі ще немає адреси електронної пошти. Введіть адресу, на яку Netfleet зможе з вами зв’язатися.',
      label: 'Адреса електронної пошти',
      invalid: 'Введіть дійсну адресу електронної пошти.',
      save: 'Зберегти',
      saved: 'Адресу електронної пошти збережено',
      saveFailed: 'Не вдалося зберегти адресу електронної пошти',
    },
    dataAgreement: {
      processing:
        'Netfleet обробляє дані про ваші пристрої (ідентифікатори, розташування, використання та конфігурацію) від імені вашої компанії, щоб ви могли їх відстежувати й керувати ними. Контролером цих даних залишається ваша компанія; ми зберігаємо їх лише доки ваша компанія користується Netfleet і ніколи їх не продаємо.',
      toContinue: 'Щоб продовжити, прийміть умови надання послуг і угоду про обробку даних.',
      consent: 'Я прочитав(-ла) і приймаю умови надання послуг та угоду про обробку даних',
      accept: 'Прийняти',
      acceptFailed: 'Не вдалося прийняти умови',
      logOut: 'Вийти',
    },
    ownPermissions: {
      summary: 'Ваша роль {{role}} має {{held}} з {{total}} дозволів.',
      roleSummary: 'Роль {{role}} має {{held}} з {{total}} дозволів.',
      caption: 'Дозволи ролі {{role}}',
      permission: 'Дозвіл',
      allowed: 'Дозволено',
      yes: 'Так',
      no: 'Ні',
    },
  },
});
