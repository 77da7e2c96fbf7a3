import { ActivateCodeSchema } from '@netfleet/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderForms } from '../../../test/renderForms.js';
import { FormRoute } from './FormRoute.js';
import { createFormRegistry, type FormRegistry } from './formRegistry.js';

const activateCode = {
  permission: 'activate_credit_transfer_codes',
  definition: {
    title: 'Activate code',
    fields: [{ key: 'code', label: 'Code' }],
    url: '/credits/codes/activate',
    payloadSchema: ActivateCodeSchema,
    schema: { successMsg: 'Code activated successfully', tableRef: 'codes' },
    submitText: 'Activate',
  },
};

const registry = createFormRegistry({
  'activate-code': activateCode,
  'rename-thing': {
    definition: { fields: [{ key: 'name', label: 'Name' }], url: '/things', schema: { skipNavigate: true } },
  },
  'edit-thing': {
    definition: (context) => ({
      title: `Edit thing ${context.id} of ${context.user?.email}`,
      fields: [{ key: 'name', label: 'Name' }],
      url: `/things/${context.id}`,
      method: 'put',
    }),
  },
});

function route(name: string, options: { id?: string; permissions?: string[]; registry?: FormRegistry } = {}) {
  const back: string[] = [];
  const submitted: string[] = [];
  const view = renderForms(
    <FormRoute
      name={name}
      id={options.id}
      navigateBack={() => back.push('back')}
      onSubmitted={(result, form) => submitted.push(`${result.status} ${form.schema?.tableRef ?? '-'}`)}
      {...(options.registry && { registry: options.registry })}
    />,
    {
      permissions: options.permissions ?? ['activate_credit_transfer_codes'],
      provider: { registry },
    },
  );
  return { view, back, submitted };
}

const button = (name: string) => screen.getByRole('button', { name });

describe('FormRoute', () => {
  it('titles the page from the definition, toasts the success and goes back one step', async () => {
    const { view, back, submitted } = route('activate-code');
    view.api.on('POST /credits/codes/activate', { body: { message: 'ok' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Activate code' })).toBeTruthy();
    // Required, as ActivateCodeSchema says; the field does not repeat it.
    expect(screen.getByRole('textbox', { name: /Code/ }).getAttribute('aria-required')).toBe('true');
    await view.user.type(screen.getByRole('textbox', { name: /Code/ }), ' ABCD-1234 ');
    await view.user.click(button('Activate'));
    await waitFor(() => expect(back).toEqual(['back']));
    expect(view.api.calls('POST /credits/codes/activate')[0]?.body).toEqual({ code: 'ABCD-1234' });
    expect(view.toasts).toEqual([{ message: 'Code activated successfully', kind: 'success' }]);
    // On the form route the flow reloads no table; the route tells the app what was sent.
    expect(view.reloads).toEqual([]);
    expect(submitted).toEqual(['success codes']);
  });

  it('stays with skipNavigate and humanises a name without a title', async () => {
    const { view, back } = route('rename-thing');
    view.api.on('POST /things', { body: {} });
    expect(screen.getByRole('heading', { name: 'Rename thing' })).toBeTruthy();
    await view.user.click(button('Submit'));
    await waitFor(() => expect(view.api.requests).toHaveLength(1));
    await waitFor(() => expect(button('Submit')).toHaveProperty('disabled', false));
    expect(back).toEqual([]);
  });

  it('gives a definition function the route id and the user', async () => {
    const { view, back } = route('edit-thing', { id: '7' });
    view.api.on('PUT /things/7', { body: {} });
    expect(screen.getByRole('heading', { name: 'Edit thing 7 of admin@netfleet.test' })).toBeTruthy();
    await view.user.click(button('Submit'));
    await waitFor(() => expect(back).toEqual(['back']));
  });

  it('goes back with Cancel', async () => {
    const { view, back } = route('activate-code');
    await view.user.click(button('Cancel'));
    expect(back).toEqual(['back']);
  });

  it('names an unknown form and refuses one the user lacks the permission of', () => {
    const unknown = route('nope');
    expect(screen.getByText('Form "nope" is not registered.')).toBeTruthy();
    unknown.view.unmount();

    const refused = route('activate-code', { permissions: ['view_tags'] });
    expect(screen.getByText('You do not have permission to use this form.')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    refused.view.unmount();

    // A registry passed to the route wins over the provider's.
    route('only-here', {
      registry: createFormRegistry({ 'only-here': { definition: { fields: [], url: '/x' } } }),
    });
    expect(screen.getByRole('heading', { name: 'Only here' })).toBeTruthy();
  });
});

describe('createFormRegistry', () => {
  it('knows its names and who may use each form', () => {
    expect(registry.names()).toEqual(['activate-code', 'rename-thing', 'edit-thing']);
    expect(registry.has('activate-code')).toBe(true);
    const holds = (names: string[]) => (permission: string) => names.includes(permission);
    expect(registry.mayUse('activate-code', holds(['activate_credit_transfer_codes']))).toBe(true);
    expect(registry.mayUse('activate-code', holds([]))).toBe(false);
    expect(registry.mayUse('rename-thing', holds([]))).toBe(true);
    expect(registry.mayUse('nope', holds([]))).toBe(false);
    const either = createFormRegistry({
      x: { permission: ['a', 'b'], definition: { fields: [], url: '/x' } },
    });
    expect(either.mayUse('x', holds(['b']))).toBe(true);
    expect(either.mayUse('x', holds(['c']))).toBe(false);
  });
});
