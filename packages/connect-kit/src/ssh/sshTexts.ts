import { defineTexts } from '@netfleet/ui-kit';

/**
 * The words of the SSH sign-in form and the host key views (the terminal's and the files
 * page's): the sign-in form's fields, the problems of what was typed, the host key question,
 * the remembered key in the bar and the refused changed key.
 */
export const sshTexts = defineTexts('connect-kit-ssh', {
  en: {
    signIn: {
      title: 'Sign in to {{destination}}',
      intro: 'This entry stores no password or key. Enter them for this session: they are not kept.',
      username: 'User name',
      method: 'Sign in with',
      password: 'Password',
      key: 'Private key',
      keyHint: 'Paste an OpenSSH or PEM private key, or choose its file.',
      keyFile: 'Key file',
      chooseKeyFile: 'Choose file',
      keyFileRead: 'Key read from {{name}}.',
      passphrase: 'Passphrase',
      passphraseHint: 'Only for a key protected by one.',
      connect: 'Connect',
      cancel: 'Cancel',
    },
    errors: {
      usernameRequired: 'Enter the user name',
      usernameTooLong: 'User name must be at most 64 characters',
      passwordRequired: 'Enter the password',
      passwordTooLong: 'Password must be at most 1024 characters',
      keyRequired: 'Paste the private key or choose its file',
      keyTooLong: 'Private key must be at most 16384 characters',
      keyNotPrivateKey: 'This is not a private key: it begins with “-----BEGIN … PRIVATE KEY-----”',
      passphraseTooLong: 'Passphrase must be at most 1024 characters',
      keyFileUnreadable: 'The file could not be read',
    },
    hostKey: {
      newTitle: 'Trust this host key?',
      newIntro:
        'This is the first connection to {{destination}} through this entry. Check that the fingerprint is the device’s own: once trusted it is remembered, and a different key is refused later.',
      algorithm: 'Algorithm',
      fingerprint: 'Fingerprint',
      trust: 'Trust and connect',
      cancel: 'Cancel',
      verified: 'Host key {{fingerprint}}',
      verifiedTooltip:
        'The device’s {{algorithm}} host key is the one remembered for this entry: {{fingerprint}}',
      changedTitle: 'The device’s host key has changed',
      changedIntro:
        'The device showed a different host key from the one remembered for this entry, so the connection was refused. The device may have been reset or replaced, or someone may be intercepting the connection.',
      presented: 'Shown now ({{algorithm}})',
      remembered: 'Remembered',
      changedAdvice:
        'If the change is expected, an administrator can forget the remembered key on the entry’s page; the next connection then asks again.',
    },
  },
  nb: {
    signIn: {
      title: 'Logg inn på {{destination}}',
      intro:
        'Denne oppføringen lagrer verken passord eller nøkkel. Oppgi dem for denne økten: de blir ikke lagret.',
      username: 'Brukernavn',
      method: 'Logg inn med',
      password: 'Passord',
      key: 'Privat nøkkel',
      keyHint: 'Lim inn en privat OpenSSH- eller PEM-nøkkel, eller velg filen.',
      keyFile: 'Nøkkelfil',
      chooseKeyFile: 'Velg fil',
      keyFileRead: 'Nøkkel lest fra {{name}}.',
      passphrase: 'Passfrase',
      passphraseHint: 'Bare for en nøkkel som er beskyttet med en.',
      connect: 'Koble til',
      cancel: 'Avbryt',
    },
    errors: {
      usernameRequired: 'Oppgi brukernavnet',
      usernameTooLong: 'Brukernavnet kan ha høyst 64 tegn',
      passwordRequired: 'Oppgi passordet',
      passwordTooLong: 'Passordet kan ha høyst 1024 tegn',
      keyRequired: 'Lim inn den private nøkkelen eller velg filen',
      keyTooLong: 'Den private nøkkelen kan ha høyst 16384 tegn',
      keyNotPrivateKey: 'Dette er ikke en privat nøkkel: den begynner med «-----BEGIN … PRIVATE KEY-----»',
      passphraseTooLong: 'Passfrasen kan ha høyst 1024 tegn',
      keyFileUnreadable: 'Filen kunne ikke leses',
    },
    hostKey: {
      newTitle: 'Stole på denne vertsnøkkelen?',
      newIntro:
        'Dette er den første tilkoblingen til {{destination}} gjennom denne oppføringen. Kontroller at fingeravtrykket er enhetens eget: når du stoler på det, blir det husket, og en annen nøkkel blir avvist senere.',
      algorithm: 'Algoritme',
      fingerprint: 'Fingeravtrykk',
      trust: 'Stol på og koble til',
      cancel: 'Avbryt',
      verified: 'Vertsnøkkel {{fingerprint}}',
      verifiedTooltip:
        'Enhetens {{algorithm}}-vertsnøkkel er den som er husket for denne oppføringen: {{fingerprint}}',
      changedTitle: 'Enhetens vertsnøkkel er endret',
      changedIntro:
        'Enheten viste en annen vertsnøkkel enn den som er husket for denne oppføringen, så tilkoblingen ble avvist. Enheten kan være tilbakestilt eller byttet ut, eller noen kan avlytte tilkoblingen.',
      presented: 'Vist nå ({{algorithm}})',
      remembered: 'Husket',
      changedAdvice:
        'Hvis endringen er ventet, kan en administrator glemme den huskede nøkkelen på oppføringens side; neste tilkobling spør da på nytt.',
    },
  },
  ja: {
    signIn: {
      title: '{{destination}} にサインイン',
      intro:
        'このエントリーにはパスワードも鍵も保存されていません。このセッション用に入力してください。保存はされません。',
      username: 'ユーザー名',
      method: 'サインイン方法',
      password: 'パスワード',
      key: '秘密鍵',
      keyHint: 'OpenSSH または PEM 形式の秘密鍵を貼り付けるか、ファイルを選択してください。',
      keyFile: '鍵ファイル',
      chooseKeyFile: 'ファイルを選択',
      keyFileRead: '{{name}} から鍵を読み込みました。',
      passphrase: 'パスフレーズ',
      passphraseHint: 'パスフレーズで保護された鍵の場合のみ。',
      connect: '接続',
      cancel: 'キャンセル',
    },
    errors: {
      usernameRequired: 'ユーザー名を入力してください',
      usernameTooLong: 'ユーザー名は 64 文字以内にしてください',
      passwordRequired: 'パスワードを入力してください',
      passwordTooLong: 'パスワードは 1024 文字以内にしてください',
      keyRequired: '秘密鍵を貼り付けるか、ファイルを選択してください',
      keyTooLong: '秘密鍵は 16384 文字以内にしてください',
      keyNotPrivateKey: '秘密鍵ではありません。秘密鍵は「-----BEGIN … PRIVATE KEY-----」で始まります',
      passphraseTooLong: 'パスフレーズは 1024 文字以内にしてください',
      keyFileUnreadable: 'ファイルを読み込めませんでした',
    },
    hostKey: {
      newTitle: 'このホストキーを信頼しますか？',
      newIntro:
        'このエントリーから {{destination}} への初めての接続です。フィンガープリントがデバイス自身のものであることを確認してください。信頼すると記憶され、以後は異なる鍵が拒否されます。',
      algorithm: 'アルゴリズム',
      fingerprint: 'フィンガープリント',
      trust: '信頼して接続',
      cancel: 'キャンセル',
      verified: 'ホストキー {{fingerprint}}',
      verifiedTooltip:
        'デバイスの {{algorithm}} ホストキーは、このエントリーに記憶されているものと一致します: {{fingerprint}}',
      changedTitle: 'デバイスのホストキーが変更されました',
      changedIntro:
        'デバイスが、このエントリーに記憶されているものとは異なるホストキーを提示したため、接続は拒否されました。デバイスがリセットまたは交換された可能性があります。あるいは、接続が傍受されている可能性があります。',
      presented: '今回提示された鍵（{{algorithm}}）',
      remembered: '記憶されている鍵',
      changedAdvice:
        '変更が想定どおりであれば、管理者がエントリーのページで記憶された鍵を削除できます。次回の接続時に改めて確認されます。',
    },
  },
  uk: {
    signIn: {
      title: 'Вхід на {{destination}}',
      intro: 'Цей запис не зберігає ні пароля, ні ключа. Введіть їх для цього сеансу: вони не зберігаються.',
      username: 'Ім’я користувача',
      method: 'Спосіб входу',
      password: 'Пароль',
      key: 'Приватний ключ',
      keyHint: 'Вставте приватний ключ OpenSSH або PEM чи виберіть його файл.',
      keyFile: 'Файл ключа',
      chooseKeyFile: 'Вибрати файл',
      keyFileRead: 'Ключ прочитано з {{name}}.',
      passphrase: 'Парольна фраза',
      passphraseHint: 'Лише для ключа, захищеного нею.',
      connect: 'Підключитися',
      cancel: 'Скасувати',
    },
    errors: {
      usernameRequired: 'Введіть ім’я користувача',
      usernameTooLong: 'Ім’я користувача має містити не більше 64 символів',
      passwordRequired: 'Введіть пароль',
      passwordTooLong: 'Пароль має містити не більше 1024 символів',
      keyRequired: 'Вставте приватний ключ або виберіть його файл',
      keyTooLong: 'Приватний ключ має містити не більше 16384 символів',
      keyNotPrivateKey: 'Це не приватний ключ: він починається з «-----BEGIN … PRIVATE KEY-----»',
      passphraseTooLong: 'Парольна фраза має містити не більше 1024 символів',
      keyFileUnreadable: 'Не вдалося прочитати файл',
    },
    hostKey: {
      newTitle: 'Довіряти цьому ключу хоста?',
      newIntro:
        'Це перше підключення до {{destination}} через цей запис. Перевірте, що відбиток належить самому пристрою: після підтвердження його буде запам’ятовано, а інший ключ згодом буде відхилено.',
      algorithm: 'Алгоритм',
      fingerprint: 'Відбиток',
      trust: 'Довіряти й підключитися',
      cancel: 'Скасувати',
      verified: 'Ключ хоста {{fingerprint}}',
      verifiedTooltip:
        'Ключ хоста {{algorithm}} пристрою збігається із запам’ятованим для цього запису: {{fingerprint}}',
      changedTitle: 'Ключ хоста пристрою змінився',
      changedIntro:
        'Пристрій показав інший ключ хоста, ніж запам’ятований для цього запису, тому підключення відхилено. Пристрій могли скинути або замінити, або хтось може перехоплювати з’єднання.',
      presented: 'Показаний зараз ({{algorithm}})',
      remembered: 'Запам’ятований',
      changedAdvice:
        'Якщо зміна очікувана, адміністратор може забути запам’ятований ключ на сторінці запису; наступне підключення знову запитає.',
    },
  },
});
