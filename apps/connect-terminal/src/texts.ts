import { defineTexts } from '@netfleet/ui-kit';

/** The terminal page's own words (the bar, the end notice and Reconnect are connect-kit's). */
export const terminalTexts = defineTexts('connect-terminal', {
  en: {
    terminal: 'Terminal of {{name}}',
    copy: 'Copy the selected text (the whole screen when nothing is selected)',
    shortcuts: 'Copy: Ctrl+Shift+C · Paste: Ctrl+Shift+V',
  },
  nb: {
    terminal: 'Terminal for {{name}}',
    copy: 'Kopier den merkede teksten (hele skjermen når ingenting er merket)',
    shortcuts: 'Kopier: Ctrl+Shift+C · Lim inn: Ctrl+Shift+V',
  },
  ja: {
    terminal: '{{name}} のターミナル',
    copy: '選択したテキストをコピー（何も選択していないときは画面全体）',
    shortcuts: 'コピー: Ctrl+Shift+C · 貼り付け: Ctrl+Shift+V',
  },
  uk: {
    terminal: 'Термінал {{name}}',
    copy: 'Копіювати виділений текст (увесь екран, коли нічого не виділено)',
    shortcuts: 'Копіювати: Ctrl+Shift+C · Вставити: Ctrl+Shift+V',
  },
});
