import { defineTexts } from '../../i18n/defineTexts.js';

/** The texts of the distributors' forms: the distributor invitation. */
export const distributorFormTexts = defineTexts('distributorForms', {
  en: {
    invite: {
      title: 'Invite distributor',
      companyName: 'Company name',
      email: 'Email',
      country: 'Country',
      countryHint: 'Two-letter ISO country code.',
      submit: 'Invite',
      success: 'Invitation sent successfully',
    },
  },
  nb: {
    invite: {
      title: 'Inviter distributør',
      companyName: 'Selskapsnavn',
      email: 'E-post',
      country: 'Land',
      countryHint: 'ISO-landkode på to bokstaver.',
      submit: 'Inviter',
      success: 'Invitasjonen ble sendt',
    },
  },
  ja: {
    invite: {
      title: '販売代理店を招待',
      companyName: '会社名',
      email: 'メールアドレス',
      country: '国',
      countryHint: '2 文字の ISO 国コード。',
      submit: '招待',
      success: '招待を送信しました',
    },
  },
  uk: {
    invite: {
      title: 'Запросити дистриб’ютора',
      companyName: 'Назва компанії',
      email: 'Електронна пошта',
      country: 'Країна',
      countryHint: 'Дволітерний код країни ISO.',
      submit: 'Запросити',
      success: 'Запрошення успішно надіслано',
    },
  },
});
