import { defineTexts } from '../i18n/defineTexts.js';

/** Texts of the cut-down remote-connect pages. */
export const connectTexts = defineTexts('connect', {
  en: {
    titles: {
      desktop: 'Remote desktop',
      ssh: 'SSH console',
      telnet: 'Telnet console',
      sftp: 'SFTP file browser',
    },
    /** The browser tab: "SSH console · Netfleet". */
    documentTitle: '{{title}} · Netfleet',
    signingIn: 'Signing in…',
    withKey: 'Connecting with the access key of this link…',
    signedInAs: 'Signed in as {{email}}.',
    opensHere: {
      desktop: 'The remote desktop opens here once its connection is ready.',
      ssh: 'The SSH console opens here once its connection is ready.',
      telnet: 'The Telnet console opens here once its connection is ready.',
      sftp: 'The SFTP file browser opens here once its connection is ready.',
    },
    couldNotConnect: 'Could not connect',
    sessionEnded: 'Your session has ended. Sign in again to connect.',
    /** Spec §8, verbatim. */
    userFailed: 'Failed to get user data',
    signIn: 'Sign in',
  },
  nb: {
    titles: {
      desktop: 'Eksternt skrivebord',
      ssh: 'SSH-konsoll',
      telnet: 'Telnet-konsoll',
      sftp: 'SFTP-filutforsker',
    },
    documentTitle: '{{title}} · Netfleet',
    signingIn: 'Logger inn …',
    withKey: 'Kobler til med tilgangsnøkkelen i denne lenken …',
    signedInAs: 'Logget inn som {{email}}.',
    opensHere: {
      desktop: 'Det eksterne skrivebordet åpnes her når tilkoblingen er klar.',
      ssh: 'SSH-konsollen åpnes her når tilkoblingen er klar.',
      telnet: 'Telnet-konsollen åpnes her når tilkoblingen er klar.',
      sftp: 'SFTP-filutforskeren åpnes her når tilkoblingen er klar.',
    },
    couldNotConnect: 'Kunne ikke koble til',
    sessionEnded: 'Økten din er avsluttet. Logg inn på nytt for å koble til.',
    userFailed: 'Kunne ikke hente brukerdata',
    signIn: 'Logg inn',
  },
  ja: {
    titles: {
      desktop: 'リモートデスクトップ',
      ssh: 'SSH コンソール',
      telnet: 'Telnet コンソール',
      sftp: 'SFTP ファイルブラウザー',
    },
    documentTitle: '{{title}} · Netfleet',
    signingIn: 'サインインしています…',
    withKey: 'このリンクのアクセスキーで接続しています…',
    signedInAs: '{{email}} としてサインインしています。',
    opensHere: {
      desktop: '接続の準備ができると、ここにリモートデスクトップが開きます。',
      ssh: '接続の準備ができると、ここに SSH コンソールが開きます。',
      telnet: '接続の準備ができると、ここに Telnet コンソールが開きます。',
      sftp: '接続の準備ができると、ここに SFTP ファイルブラウザーが開きます。',
    },
    couldNotConnect: '接続できませんでした',
    sessionEnded: 'セッションが終了しました。接続するにはもう一度サインインしてください。',
    userFailed: 'ユーザーデータを取得できませんでした',
    signIn: 'サインイン',
  },
  uk: {
    titles: {
      desktop: 'Віддалений робочий стіл',
      ssh: 'Консоль SSH',
      telnet: 'Консоль Telnet',
      sftp: 'Файловий браузер SFTP',
    },
    documentTitle: '{{title}} · Netfleet',
    signingIn: 'Вхід…',
    withKey: 'Підключення за ключем доступу з цього посилання…',
    signedInAs: 'Ви увійшли як {{email}}.',
    opensHere: {
      desktop: 'Віддалений робочий стіл відкриється тут, щойно з’єднання буде готове.',
      ssh: 'Консоль SSH відкриється тут, щойно з’єднання буде готове.',
      telnet: 'Консоль Telnet відкриється тут, щойно з’єднання буде готове.',
      sftp: 'Файловий браузер SFTP відкриється тут, щойно з’єднання буде готове.',
    },
    couldNotConnect: 'Не вдалося підключитися',
    sessionEnded: 'Ваш сеанс завершився. Увійдіть знову, щоб підключитися.',
    userFailed: 'Не вдалося отримати дані користувача',
    signIn: 'Увійти',
  },
});
