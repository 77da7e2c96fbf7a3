import type { ModalResource } from './en.js';

/** Norwegian (bokmål) texts of the modals. */
export const nb = {
  confirm: 'Bekreft',
  cancel: 'Avbryt',
  close: 'Lukk',
  minimize: 'Minimer',
  enterFullscreen: 'Fullskjerm',
  exitFullscreen: 'Avslutt fullskjerm',
  help: 'Hjelp (åpnes i en ny fane)',
  move: 'Flytt vinduet (piltaster)',
  restore: 'Gjenopprett {title}',
  minimizedTray: 'Minimerte vinduer',
  untitled: 'Vindu',
  loading: 'Laster inn …',
  selectPlaceholder: 'Velg …',
  doNotShowAgain: 'Ikke vis igjen',
  minimizeLimit: 'Du kan ikke minimere mer enn {count} vinduer.',
  reminderSaveFailed: 'Valget ditt kunne ikke lagres. Du får dette spørsmålet igjen neste gang.',
  unknownModal: 'Vinduet «{name}» er ikke tilgjengelig.',
  contentFailed: 'Dette vinduet kunne ikke vises.',
  applyConfig: {
    title: 'Bruk konfigurasjon',
    question: 'Vil du bruke denne konfigurasjonen på de valgte enhetene?',
    configName: 'Konfigurasjon: {name}',
    deviceCountOne: '1 enhet valgt.',
    deviceCountOther: '{count} enheter valgt.',
    note: 'Innstillingene i konfigurasjonen erstatter de nåværende på hver enhet. Enhetene kan starte på nytt mens den tas i bruk.',
    confirm: 'Bruk',
  },
  monitoringTemplatesRemove: {
    title: 'Fjern overvåkingsmaler',
    question: 'Vil du fjerne de valgte overvåkingsmalene?',
    more: 'og {count} til',
    note: 'Enheter som bruker disse malene, blir ikke lenger overvåket av dem. Dette kan ikke angres.',
    confirm: 'Fjern',
  },
} as const satisfies ModalResource;
