import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../createI18n.js';
import { defineTexts } from './defineTexts.js';
import { interpolate, lookup, useTexts } from './useTexts.js';

const texts = defineTexts('test-feature', {
  en: { title: 'Companies', table: { total: '{{count}} companies' } },
  nb: { title: 'Selskaper', table: { total: '{{count}} selskaper' } },
  ja: { title: '会社', table: { total: '{{count}} 社' } },
  uk: { title: 'Компанії', table: { total: '{{count}} компаній' } },
});

function Probe() {
  const t = useTexts(texts);
  return (
    <p>
      {t('title')} / {t('table.total', { count: 3 })}
    </p>
  );
}

describe('useTexts', () => {
  it('translates into the instance language and interpolates values', () => {
    render(
      <I18nextProvider i18n={createI18n('ja')}>
        <Probe />
      </I18nextProvider>,
    );
    expect(screen.getByText('会社 / 3 社')).toBeTruthy();
  });

  it('falls back to English without an i18next instance', () => {
    render(<Probe />);
    expect(screen.getByText('Companies / 3 companies')).toBeTruthy();
  });

  it('looks up dotted keys and leaves unknown placeholders', () => {
    expect(lookup(texts.languages.en, 'table.total')).toBe('{{count}} companies');
    expect(lookup(texts.languages.en, 'table.missing')).toBe('table.missing');
    expect(interpolate('{{a}} and {{b}}', { a: 1 })).toBe('1 and {{b}}');
  });
});

const counted = defineTexts('test-counted', {
  en: { count_one: '{{count}} device', count_other: '{{count}} devices' },
  nb: { count_one: '{{count}} enhet', count_other: '{{count}} enheter' },
  ja: { count_one: '{{count}} 台', count_other: '{{count}} 台' },
  uk: {
    count_one: '{{count}} пристрій',
    count_few: '{{count}} пристрої',
    count_many: '{{count}} пристроїв',
    count_other: '{{count}} пристрою',
  },
});

function CountProbe({ count }: { count: number }) {
  const t = useTexts(counted);
  return <p>{t('count', { count })}</p>;
}

describe('useTexts plurals', () => {
  it('picks the plural form of the language', () => {
    const { rerender } = render(
      <I18nextProvider i18n={createI18n('uk')}>
        <CountProbe count={3} />
      </I18nextProvider>,
    );
    expect(screen.getByText('3 пристрої')).toBeTruthy();
    rerender(
      <I18nextProvider i18n={createI18n('uk')}>
        <CountProbe count={5} />
      </I18nextProvider>,
    );
    expect(screen.getByText('5 пристроїв')).toBeTruthy();
  });

  it('falls back to the English plural without an instance', () => {
    const { rerender } = render(<CountProbe count={1} />);
    expect(screen.getByText('1 device')).toBeTruthy();
    rerender(<CountProbe count={2} />);
    expect(screen.getByText('2 devices')).toBeTruthy();
  });
});
