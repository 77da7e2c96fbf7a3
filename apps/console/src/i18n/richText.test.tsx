import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { nodeSlots, richText } from './richText.js';
import { interpolate } from './useTexts.js';

describe('richText', () => {
  it('puts React nodes where a translation placed their placeholders', () => {
    const japanese = interpolate('{{operator}} が {{email}} として代理ログインしています。', {
      ...nodeSlots('email', 'operator'),
    });
    const { container } = render(
      <p>{richText(japanese, { email: <strong>ada@example.com</strong>, operator: <em>ops</em> })}</p>,
    );
    expect(container.innerHTML).toBe(
      '<p><em>ops</em> が <strong>ada@example.com</strong> として代理ログインしています。</p>',
    );
  });

  it('leaves a text without slots as it is', () => {
    const { container } = render(<p>{richText('Plain text.', {})}</p>);
    expect(container.textContent).toBe('Plain text.');
  });
});
