import { defineTexts } from '../i18n/defineTexts.js';

/** Texts of the full-page notices: maintenance and the three login blocks. */
export const noticesTexts = defineTexts('notices', {
  en: {
    logOut: 'Log out',
    tryAgain: 'Try again',
    resendConfirmation: 'Resend confirmation email',
    /** Spec §8, verbatim. */
    activationSent: 'Email confirmation sent successfully',
    /** Spec §8, verbatim: the reason is the response's status text. */
    activationFailed: 'Failed to send email confirmation ({{reason}})',
    emailNotVerified: {
      title: 'Please verify your e-mail address',
      text: 'We sent a confirmation link to your e-mail address. Open it to start using Netfleet. No message? Send it again.',
    },
    notInvited: {
      title: 'You have not been invited',
      text: 'You signed in with single sign-on, but nobody has invited you to Netfleet yet. Ask an administrator of your company to invite you.',
    },
    mfaMandatory: {
      title: 'Multi-factor authentication is required',
      text: 'Your company requires two-factor authentication. Set it up now to continue.',
      setUp: 'Set up two-factor authentication',
      continue: 'Continue to Netfleet',
    },
    maintenance: {
      title: 'Netfleet is under maintenance',
      text: 'Netfleet cannot be reached right now. We are working on it: please try again in a few minutes.',
    },
  },
  nb: {
    logOut: 'Logg ut',
    tryAgain: 'Prøv igjen',
    resendConfirmation: 'Send bekreftelsen på nytt',
    activationSent: 'E-postbekreftelsen er sendt',
    activationFailed: 'Kunne ikke sende e-postbekreftelsen ({{reason}})',
    emailNotVerified: {
      title: 'Bekreft e-postadressen din',
      text: 'Vi har sendt en bekreftelseslenke til e-postadressen din. Åpne den for å ta i bruk Netfleet. Fikk du ingen e-post? Send den på nytt.',
    },
    notInvited: {
      title: 'Du er ikke invitert',
      text: 'Du logget inn med enkel pålogging, men ingen har invitert deg til Netfleet ennå. Be en administrator i selskapet ditt om å invitere deg.',
    },
    mfaMandatory: {
      title: 'Flerfaktorautentisering er påkrevd',
      text: 'Selskapet ditt krever tofaktorautentisering. Sett det opp nå for å fortsette.',
      setUp: 'Sett opp tofaktorautentisering',
      continue: 'Fortsett til Netfleet',
    },
    maintenance: {
      title: 'Netfleet er under vedlikehold',
      text: 'Netfleet kan ikke nås akkurat nå. Vi jobber med saken – prøv igjen om noen minutter.',
    },
  },
  ja: {
    logOut: 'ログアウト',
    tryAgain: '再試行',
    resendConfirmation: '確認メールを再送信',
    activationSent: '確認メールを送信しました',
    activationFailed: '確認メールを送信できませんでした（{{reason}}）',
    emailNotVerified: {
      title: 'メールアドレスを確認してください',
      text: 'ご登録のメールアドレスに確認リンクを送信しました。リンクを開くと Netfleet を使い始められます。メールが届いていない場合は、もう一度送信してください。',
    },
    notInvited: {
      title: '招待されていません',
      text: 'シングルサインオンでサインインしましたが、まだ誰からも Netfleet に招待されていません。会社の管理者に招待を依頼してください。',
    },
    mfaMandatory: {
      title: '多要素認証が必要です',
      text: 'お使いの会社では 2 要素認証が必須です。続行するには今すぐ設定してください。',
      setUp: '2 要素認証を設定',
      continue: 'Netfleet に進む',
    },
    maintenance: {
      title: 'Netfleet はメンテナンス中です',
      text: '現在 Netfleet に接続できません。対応中ですので、数分後にもう一度お試しください。',
    },
  },
  uk: {
    logOut: 'Вийти',
    tryAgain: 'Спробувати ще раз',
    resendConfirmation: 'Надіслати лист підтвердження ще раз',
    activationSent: 'Лист підтвердження успішно надіслано',
    activationFailed: 'Не вдалося надіслати лист підтвердження ({{reason}})',
    emailNotVerified: {
      title: 'Підтвердьте свою адресу електронної пошти',
      text: 'Ми надіслали посилання для підтвердження на вашу адресу електронної пошти. Відкрийте його, щоб почати користуватися Netfleet. Не отримали листа? Надішліть його ще раз.',
    },
    notInvited: {
      title: 'Вас не запрошено',
      text: 'Ви увійшли через єдиний вхід, але ніхто ще не запросив вас до Netfleet. Попросіть адміністратора вашої компанії надіслати вам запрошення.',
    },
    mfaMandatory: {
      title: 'Потрібна багатофакторна автентифікація',
      text: 'Ваша компанія вимагає двофакторної автентифікації. Налаштуйте її зараз, щоб продовжити.',
      setUp: 'Налаштувати двофакторну автентифікацію',
      continue: 'Перейти до Netfleet',
    },
    maintenance: {
      title: 'Netfleet на технічному обслуговуванні',
      text: 'Зараз Netfleet недоступний. Ми вже працюємо над цим: спробуйте ще раз за кілька хвилин.',
    },
  },
});
