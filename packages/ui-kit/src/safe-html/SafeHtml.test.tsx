import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from './SafeHtml.js';

describe('SafeHtml', () => {
  it('renders only the sanitized markup', () => {
    const { container } = render(
      <SafeHtml
        as="p"
        html={'<strong>Update</strong><img src=x onerror="alert(1)"><a href="javascript:x">l</a>'}
      />,
    );
    const p = container.querySelector('p');
    expect(p?.innerHTML).toBe('<strong>Update</strong><a>l</a>');
  });
});
