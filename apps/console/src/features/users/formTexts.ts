import { UNCHANGED_VALUE_MESSAGE } from '@netfleet/contracts';
import { defineTexts } from '../../i18n/defineTexts.js';

/** The texts of the users' forms: invite user and the system administrator's e-mail forms. */
export const userFormTexts = defineTexts('userForms', {
  en: {
    email: 'Email',
    editRole: {
      title: 'Edit role',
      user: 'User',
      role: 'Role',
      submit: 'Save',
      success: 'User role updated successfully',
      unchanged: UNCHANGED_VALUE_MESSAGE,
    },
    moveUsers: {
      title: 'Move to company',
      company: 'Company',
      submit: 'Move',
      success: 'Users moved successfully',
      movingUser: 'Moves {{email}}.',
    },
    inviteUser: {
      title: 'Invite user',
      company: 'Company',
      role: 'Role',
      submit: 'Invite',
      success: 'Invitation sent successfully',
    },
    removeMfa: { title: 'Remove MFA', submit: 'Remove', success: 'MFA removed successfully' },
    deleteUser: { title: 'Delete user', submit: 'Delete', success: 'User removed successfully' },
    assignSsoAdmin: {
      title: 'Assign SSO admin',
      submit: 'Assign',
      success: 'SSO admin assigned successfully',
    },
    removeSuppressedEmail: {
      title: 'Remove suppressed email',
      submit: 'Remove',
      success: 'Email removed from the suppression list',
    },
  },
  nb: {
    email: 'E-post',
    editRole: {
      title: 'Endre rolle',
      user: 'Bruker',
      role: 'Rolle',
      submit: 'Lagre',
      success: 'Brukerens rolle ble oppdatert',
      unchanged: 'Skriv inn en annen verdi for å lagre endringene.',
    },
    moveUsers: {
      title: 'Flytt til selskap',
      company: 'Selskap',
      submit: 'Flytt',
      success: 'Brukerne ble flyttet',
      movingUser: 'Flytter {{email}}.',
    },
    inviteUser: {
      title: 'Inviter bruker',
      company: 'Selskap',
      role: 'Rolle',
      submit: 'Inviter',
      success: 'Invitasjonen ble sendt',
    },
    removeMfa: { title: 'Fjern MFA', submit: 'Fjern', success: 'MFA ble fjernet' },
    deleteUser: { title: 'Slett bruker', submit: 'Slett', success: 'Brukeren ble fjernet' },
    assignSsoAdmin: {
      title: 'Tildel SSO-administrator',
      submit: 'Tildel',
      success: 'SSO-administratoren ble tildelt',
    },
    removeSuppressedEmail: {
      title: 'Fjern blokkert e-postadresse',
      submit: 'Fjern',
      success: 'E-postadressen ble fjernet fra blokkeringslisten',
    },
  },
  ja: {
    email: 'メールアドレス',
    editRole: {
      title: 'ロールを編集',
      user: 'ユーザー',
      role: 'ロール',
      submit: '保存',
      success: 'ユーザーのロールを更新しました',
      unchanged: '変更を保存するには別の値を入力してください。',
    },
    moveUsers: {
      title: '会社へ移動',
      company: '会社',
      submit: '移動',
      success: 'ユーザーを移動しました',
      movingUser: '{{email}} を移動します。',
    },
    inviteUser: {
      title: 'ユーザーを招待',
      company: '会社',
      role: 'ロール',
      submit: '招待',
      success: '招待を送信しました',
    },
    removeMfa: { title: 'MFA を解除', submit: '解除', success: 'MFA を解除しました' },
    deleteUser: { title: 'ユーザーを削除', submit: '削除', success: 'ユーザーを削除しました' },
    assignSsoAdmin: {
      title: 'SSO 管理者を割り当て',
      submit: '割り当て',
      success: 'SSO 管理者を割り当てました',
    },
    removeSuppressedEmail: {
      title: '配信停止中のメールアドレスを削除',
      submit: '削除',
      success: 'メールアドレスを配信停止リストから削除しました',
    },
  },
  uk: {
    email: 'Електронна пошта',
    editRole: {
      title: 'Змінити роль',
      user: 'Користувач',
      role: 'Роль',
      submit: 'Зберегти',
      success: 'Роль користувача успішно змінено',
      unchanged: 'Введіть інше значення, щоб зберегти зміни.',
    },
    moveUsers: {
      title: 'Перемістити до компанії',
      company: 'Компанія',
      submit: 'Перемістити',
      success: 'Користувачів успішно переміщено',
      movingUser: 'Переміщує {{email}}.',
    },
    inviteUser: {
      title: 'Запросити користувача',
      company: 'Компанія',
      role: 'Роль',
      submit: 'Запросити',
      success: 'Запрошення успішно надіслано',
    },
    removeMfa: { title: 'Вимкнути MFA', submit: 'Вимкнути', success: 'MFA успішно вимкнено' },
    deleteUser: {
      title: 'Видалити користувача',
      submit: 'Видалити',
      success: 'Користувача успішно видалено',
    },
    assignSsoAdmin: {
      title: 'Призначити адміністратора SSO',
      submit: 'Призначити',
      success: 'Адміністратора SSO успішно призначено',
    },
    removeSuppressedEmail: {
      title: 'Видалити заблоковану адресу',
      submit: 'Видалити',
      success: 'Адресу видалено зі списку блокування',
    },
  },
});
