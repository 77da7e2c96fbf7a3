import type { ModalResource } from './en.js';

/**
 * Ukrainian texts of the modals. `deviceCountOther` puts the number after a colon
 * ("Вибрано пристроїв: 3."), which reads correctly for every plural category.
 */
export const uk = {
  confirm: 'Підтвердити',
  cancel: 'Скасувати',
  close: 'Закрити',
  minimize: 'Згорнути',
  enterFullscreen: 'На весь екран',
  exitFullscreen: 'Вийти з повноекранного режиму',
  help: 'Довідка (відкриється в новій вкладці)',
  move: 'Перемістити вікно (клавіші зі стрілками)',
  restore: 'Відновити {title}',
  minimizedTray: 'Згорнуті вікна',
  untitled: 'Вікно',
  loading: 'Завантаження…',
  selectPlaceholder: 'Виберіть…',
  doNotShowAgain: 'Більше не показувати',
  // A colon before the number reads correctly for every plural category.
  minimizeLimit: 'Не можна згорнути більше вікон, ніж дозволено: {count}.',
  reminderSaveFailed: 'Не вдалося зберегти ваш вибір. Наступного разу це питання з’явиться знову.',
  unknownModal: 'Вікно «{name}» недоступне.',
  contentFailed: 'Не вдалося показати це вікно.',
  applyConfig: {
    title: 'Застосування конфігурації',
    question: 'Застосувати цю конфігурацію до вибраних пристроїв?',
    configName: 'Конфігурація: {name}',
    deviceCountOne: 'Вибрано 1 пристрій.',
    deviceCountOther: 'Вибрано пристроїв: {count}.',
    note: 'Налаштування з конфігурації замінять поточні налаштування на кожному пристрої. Під час застосування пристрої можуть перезапуститися.',
    confirm: 'Застосувати',
  },
  monitoringTemplatesRemove: {
    title: 'Видалення шаблонів моніторингу',
    question: 'Видалити вибрані шаблони моніторингу?',
    more: 'і ще {count}',
    note: 'Пристрої, які використовують ці шаблони, більше не відстежуватимуться за ними. Цю дію неможливо скасувати.',
    confirm: 'Видалити',
  },
} as const satisfies ModalResource;
