import { render, screen, within } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderHost } from '../../test/renderHost.js';
import { createModalManager } from '../core/createModalManager.js';
import { createModalRegistry, type ModalComponentProps } from './createModalRegistry.js';
import { useModals } from './ModalsContext.js';

const Replacement = () => null;

function Toolbar() {
  const { openModal } = useModals();
  return (
    <button type="button" onClick={() => openModal('AddTag', { companyId: 7 }, { title: 'Add tag' })}>
      New tag
    </button>
  );
}

function Orphan() {
  useModals();
  return null;
}

declare module '../core/types.js' {
  interface ModalPropsByName {
    AddTag: { companyId: number };
  }
}

function AddTag({ companyId, modal }: { companyId: number } & ModalComponentProps) {
  return (
    <div>
      <p>Company {companyId}</p>
      <button type="button" onClick={() => modal.close()}>
        Done
      </button>
    </div>
  );
}

describe('createModalRegistry', () => {
  it('registers the two built-in prompt contents unless told not to', () => {
    expect(createModalRegistry().names()).toEqual(['ApplyConfigPrompt', 'MonitoringTemplatesRemovePrompt']);
    expect(createModalRegistry({}, { builtInPrompts: false }).names()).toEqual([]);
  });

  it('takes initial modals, and a stale unregister leaves a newer registration alone', () => {
    const registry = createModalRegistry({ AddTag }, { builtInPrompts: false });
    expect(registry.get('AddTag')).toBe(AddTag);
    const unregisterFirst = registry.registerModal('Other', AddTag);
    const unregisterSecond = registry.registerModal('Other', Replacement);
    unregisterFirst();
    expect(registry.get('Other')).toBe(Replacement);
    unregisterSecond();
    expect(registry.has('Other')).toBe(false);
  });
});

describe('openModal by name', () => {
  it('works from a component through useModals, and the content closes its own window', async () => {
    const { registry, user } = renderHost({ page: <Toolbar /> });
    registry.registerModal('AddTag', AddTag);
    await user.click(screen.getByRole('button', { name: 'New tag' }));
    const dialog = screen.getByRole('dialog', { name: 'Add tag' });
    expect(within(dialog).getByText('Company 7')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('works outside React through the manager instance', () => {
    const { run, manager, registry } = renderHost();
    registry.registerModal('AddTag', AddTag);
    run(() => manager.openModal('AddTag', { companyId: 42 }, { title: 'Add tag' }));
    expect(screen.getByText('Company 42')).toBeTruthy();
  });

  it('type-checks props of names declared in ModalPropsByName', () => {
    const manager = createModalManager();
    // @ts-expect-error companyId must be a number
    manager.openModal('AddTag', { companyId: 'seven' });
    // @ts-expect-error the built-in prompt takes a device count, not a list
    manager.openModal('ApplyConfigPrompt', { deviceCount: ['a'] });
    manager.openModal('Unknown', { anything: true });
    expect(manager.get('AddTag')?.props).toEqual({ companyId: 'seven' });
  });

  it('renders a lazy component once it has loaded', async () => {
    const Lazy = lazy(async () => ({ default: () => <p>Loaded content</p> }));
    const { run, manager, registry } = renderHost();
    registry.registerModal('Lazy', Lazy);
    run(() => manager.openModal('Lazy', {}, { title: 'Lazy' }));
    expect(await screen.findByText('Loaded content')).toBeTruthy();
  });

  it('throws a clear error from useModals outside a provider', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Orphan />)).toThrow(/ModalsProvider/);
    error.mockRestore();
  });
});
