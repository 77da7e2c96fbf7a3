import { defineTexts } from '../i18n/defineTexts.js';

/**
 * Texts of the contextual help panel and of the help topics the not-yet-built pages offer
 * (`topics.<entry key>`: the entry keys are dotted, `report.uptime`, so they nest here).
 */
export const helpTexts = defineTexts('help', {
  en: {
    title: 'Help',
    close: 'Close help',
    hint: 'Rest the pointer on an item of the page to see what it means.',
    noTopics: 'This page has no help topics yet.',
    topics: {
      report: {
        devices: {
          term: 'Devices',
          description: 'The devices the report covers, chosen one by one or by tag.',
        },
        period: { term: 'Period', description: 'The time span the report sums up, in your timezone.' },
        'data-usage': {
          term: 'Data usage',
          description: 'Mobile data sent and received by each device in the period.',
        },
        uptime: { term: 'Uptime', description: 'How long each device was online, as a share of the period.' },
      },
      cm: {
        connections: {
          term: 'Connections',
          description: 'Sessions the connection manager opened to devices.',
        },
        failures: {
          term: 'Failures',
          description: 'Attempts that did not reach the device, with the reason.',
        },
      },
      codes: {
        code: {
          term: 'Code',
          description: 'A redeemable code that moves credits to the company that activates it.',
        },
        amount: { term: 'Amount', description: 'How many credits the code carries.' },
      },
      credits: {
        type: {
          term: 'Credit type',
          description: 'What the credits pay for, such as remote access or data.',
        },
        left: { term: 'Credits left', description: 'Credits the company can still spend.' },
      },
      data: {
        remaining: {
          term: 'Remaining data',
          description: 'Data the company can still use; one credit buys 2 GB.',
        },
        purchase: { term: 'Data purchase', description: 'Credits turned into company data, and when.' },
      },
    },
  },
  nb: {
    title: 'Hjelp',
    close: 'Lukk hjelpen',
    hint: 'Hold pekeren over et element på siden for å se hva det betyr.',
    noTopics: 'Denne siden har ingen hjelpeemner ennå.',
    topics: {
      report: {
        devices: {
          term: 'Enheter',
          description: 'Enhetene rapporten gjelder, valgt én og én eller etter etikett.',
        },
        period: { term: 'Periode', description: 'Tidsrommet rapporten oppsummerer, i din tidssone.' },
        'data-usage': {
          term: 'Databruk',
          description: 'Mobildata hver enhet har sendt og mottatt i perioden.',
        },
        uptime: {
          term: 'Oppetid',
          description: 'Hvor lenge hver enhet var tilkoblet, som andel av perioden.',
        },
      },
      cm: {
        connections: {
          term: 'Tilkoblinger',
          description: 'Økter tilkoblingsbehandleren har åpnet mot enheter.',
        },
        failures: { term: 'Feil', description: 'Forsøk som ikke nådde enheten, med årsaken.' },
      },
      codes: {
        code: {
          term: 'Kode',
          description: 'En innløsbar kode som flytter kreditter til selskapet som aktiverer den.',
        },
        amount: { term: 'Beløp', description: 'Hvor mange kreditter koden gir.' },
      },
      credits: {
        type: {
          term: 'Kreditttype',
          description: 'Hva kredittene betaler for, for eksempel fjerntilgang eller data.',
        },
        left: { term: 'Gjenværende kreditter', description: 'Kreditter selskapet fortsatt kan bruke.' },
      },
      data: {
        remaining: {
          term: 'Gjenværende data',
          description: 'Data selskapet fortsatt kan bruke; én kreditt gir 2 GB.',
        },
        purchase: {
          term: 'Datakjøp',
          description: 'Kreditter som er gjort om til data for selskapet, og når.',
        },
      },
    },
  },
  ja: {
    title: 'ヘルプ',
    close: 'ヘルプを閉じる',
    hint: 'ページ上の項目にポインターを置くと、その意味が表示されます。',
    noTopics: 'このページにはまだヘルプ項目がありません。',
    topics: {
      report: {
        devices: {
          term: 'デバイス',
          description: 'レポートの対象となるデバイス。個別またはタグで選択します。',
        },
        period: { term: '期間', description: 'レポートで集計する期間（お使いのタイムゾーン）。' },
        'data-usage': {
          term: 'データ使用量',
          description: '期間中に各デバイスが送受信したモバイルデータ。',
        },
        uptime: { term: '稼働時間', description: '各デバイスがオンラインだった時間の、期間に対する割合。' },
      },
      cm: {
        connections: { term: '接続', description: '接続マネージャーがデバイスに対して開いたセッション。' },
        failures: { term: '失敗', description: 'デバイスに到達しなかった試行とその理由。' },
      },
      codes: {
        code: {
          term: 'コード',
          description: '有効化した会社にクレジットを移す、引き換え可能なコード。',
        },
        amount: { term: '数量', description: 'コードに含まれるクレジットの数。' },
      },
      credits: {
        type: { term: 'クレジットの種類', description: 'リモートアクセスやデータなど、クレジットの用途。' },
        left: { term: '残りのクレジット', description: '会社がまだ使えるクレジット。' },
      },
      data: {
        remaining: {
          term: '残りのデータ',
          description: '会社がまだ使えるデータ。1 クレジットで 2 GB を購入できます。',
        },
        purchase: { term: 'データ購入', description: '会社のデータに変換されたクレジットとその日時。' },
      },
    },
  },
  uk: {
    title: 'Довідка',
    close: 'Закрити довідку',
    hint: 'Затримайте вказівник на елементі сторінки, щоб побачити, що він означає.',
    noTopics: 'Для цієї сторінки ще немає розділів довідки.',
    topics: {
      report: {
        devices: {
          term: 'Пристрої',
          description: 'Пристрої, які охоплює звіт, вибрані окремо або за тегом.',
        },
        period: {
          term: 'Період',
          description: 'Проміжок часу, який підсумовує звіт, у вашому часовому поясі.',
        },
        'data-usage': {
          term: 'Використання даних',
          description: 'Мобільні дані, надіслані й отримані кожним пристроєм за період.',
        },
        uptime: {
          term: 'Час роботи',
          description: 'Як довго кожен пристрій був у мережі, як частка періоду.',
        },
      },
      cm: {
        connections: {
          term: 'Підключення',
          description: 'Сеанси, які менеджер підключень відкрив до пристроїв.',
        },
        failures: { term: 'Збої', description: 'Спроби, що не досягли пристрою, із причиною.' },
      },
      codes: {
        code: {
          term: 'Код',
          description: 'Код для активації, що переносить кредити компанії, яка його активує.',
        },
        amount: { term: 'Кількість', description: 'Скільки кредитів містить код.' },
      },
      credits: {
        type: {
          term: 'Тип кредитів',
          description: 'За що сплачують кредити, наприклад віддалений доступ або дані.',
        },
        left: { term: 'Залишок кредитів', description: 'Кредити, які компанія ще може витратити.' },
      },
      data: {
        remaining: {
          term: 'Залишок даних',
          description: 'Дані, які компанія ще може використати; один кредит — це 2 ГБ.',
        },
        purchase: {
          term: 'Придбання даних',
          description: 'Кредити, перетворені на дані компанії, і коли саме.',
        },
      },
    },
  },
});
