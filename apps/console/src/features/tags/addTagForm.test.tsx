import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsoleForm } from '../forms/test/renderConsoleForm.js';

describe('add tag', () => {
  it('posts the company, the name and the color typed as upper-case hex', async () => {
    const view = renderConsoleForm('add-tag');
    view.api.on('POST /tags', { status: 201, body: {} });
    // The 255 characters of a name and a description come from TagSchema.
    expect(screen.getByRole('textbox', { name: /Name/ }).getAttribute('maxlength')).toBe('255');
    expect(screen.getByRole('textbox', { name: 'Description' }).getAttribute('maxlength')).toBe('255');
    await screen.findByRole('option', { name: 'South' });
    await view.user.selectOptions(screen.getByRole('combobox', { name: /Company/ }), 'South');
    await view.user.type(screen.getByRole('textbox', { name: /Name/ }), 'prod');
    await view.user.type(screen.getByRole('textbox', { name: 'Color' }), '1e88e5');
    await view.user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(view.api.calls('POST /tags')[0]?.body).toEqual({
        company_id: 5,
        name: 'prod',
        color: '#1E88E5',
      }),
    );
    expect(view.toasts).toEqual([{ message: 'Tag created successfully', kind: 'success' }]);
  });

  it('speaks the user language, the forms layer too', async () => {
    renderConsoleForm('add-tag', { language: 'ja' });
    expect(screen.getByRole('heading', { level: 1, name: 'タグを追加' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /会社/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: '作成' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'キャンセル' })).toBeTruthy();
    expect(await screen.findByRole('option', { name: '選択してください…' })).toBeTruthy();
  });

  it("asks for what is missing in the user's language, with the field's label there", async () => {
    const view = renderConsoleForm('add-tag', { language: 'nb' });
    await screen.findByRole('option', { name: 'South' });
    await view.user.click(screen.getByRole('button', { name: 'Opprett' }));
    // TagSchema's "Company is required" and "Name is required", as the forms say them.
    expect(await screen.findByText('Selskap må fylles ut')).toBeTruthy();
    expect(screen.getByText('Navn må fylles ut')).toBeTruthy();
    expect(view.api.calls('POST /tags')).toHaveLength(0);
  });
});

describe("add tag: the server's refusals", () => {
  it("says the server's field messages in the user's language, with the form's label", async () => {
    const view = renderConsoleForm('add-tag', { language: 'ja' });
    view.api.on('POST /tags', {
      status: 422,
      body: {
        errors: [
          { code: 'VALIDATION_FAILED', message: 'Name must be at most 255 characters', source: 'name' },
          { code: 'VALIDATION_FAILED', message: 'Company is invalid', source: 'company_id' },
        ],
      },
    });
    await screen.findByRole('option', { name: 'South' });
    await view.user.selectOptions(screen.getByRole('combobox', { name: /会社/ }), 'South');
    await view.user.type(screen.getByRole('textbox', { name: /名前/ }), 'prod');
    await view.user.click(screen.getByRole('button', { name: '作成' }));
    expect(await screen.findByText('名前は255文字以内で入力してください')).toBeTruthy();
    expect(screen.getByText('会社が無効です')).toBeTruthy();
    // What was typed stays for the user to fix.
    expect((screen.getByRole('textbox', { name: /名前/ }) as HTMLInputElement).value).toBe('prod');
  });

  it('says a colour that is no colour in the user language, as the schema words it', async () => {
    const view = renderConsoleForm('add-tag', { language: 'nb' });
    await screen.findByRole('option', { name: 'South' });
    await view.user.selectOptions(screen.getByRole('combobox', { name: /Selskap/ }), 'South');
    await view.user.type(screen.getByRole('textbox', { name: /Navn/ }), 'prod');
    await view.user.type(screen.getByRole('textbox', { name: 'Farge' }), '1e8');
    await view.user.click(screen.getByRole('button', { name: 'Opprett' }));
    expect(await screen.findByText('Farge må være en heksadesimal farge, for eksempel #1E88E5')).toBeTruthy();
    expect(view.api.calls('POST /tags')).toHaveLength(0);
  });
});
