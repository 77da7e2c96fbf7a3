import { defineTexts } from '../../i18n/defineTexts.js';

/** Texts of the header's notification bell and its dropdown. */
export const notificationsTexts = defineTexts('headerNotifications', {
  en: {
    button: 'Notifications',
    buttonUnseen: 'Notifications, {{count}} unseen',
    panel: 'Your notifications',
    title: 'Notifications',
    loading: 'Loading notifications…',
    empty: 'No notifications',
    unseen: 'Unseen:',
    showAll: 'Show all notifications',
    /** Spec §8, verbatim: shown when the server sent no message of its own. */
    loadFailed: 'Failed to get notifications.',
  },
  nb: {
    button: 'Varslinger',
    buttonUnseen: 'Varslinger, {{count}} usett',
    panel: 'Varslingene dine',
    title: 'Varslinger',
    loading: 'Laster inn varslinger …',
    empty: 'Ingen varslinger',
    unseen: 'Usett:',
    showAll: 'Vis alle varslinger',
    loadFailed: 'Kunne ikke hente varslinger.',
  },
  ja: {
    button: '通知',
    buttonUnseen: '通知（未読 {{count}} 件）',
    panel: 'あなたへの通知',
    title: '通知',
    loading: '通知を読み込んでいます…',
    empty: '通知はありません',
    unseen: '未読：',
    showAll: 'すべての通知を表示',
    loadFailed: '通知を取得できませんでした。',
  },
  uk: {
    button: 'Сповіщення',
    buttonUnseen: 'Сповіщення, непереглянутих: {{count}}',
    panel: 'Ваші сповіщення',
    title: 'Сповіщення',
    loading: 'Завантаження сповіщень…',
    empty: 'Немає сповіщень',
    unseen: 'Непереглянуте:',
    showAll: 'Показати всі сповіщення',
    loadFailed: 'Не вдалося отримати сповіщення.',
  },
});
