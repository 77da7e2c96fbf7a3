import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderHost } from '../../../test/renderHost.js';
import { applyConfigPrompt, monitoringTemplatesRemovePrompt } from '../../core/promptPresets.js';
import type { ConfirmOptions, ConfirmResult } from '../../core/types.js';

function ask(setup: ReturnType<typeof renderHost>, options: ConfirmOptions): Promise<ConfirmResult> {
  let answer: Promise<ConfirmResult> | undefined;
  setup.run(() => {
    answer = setup.manager.confirm(options);
  });
  return answer as Promise<ConfirmResult>;
}

describe('ApplyConfigPrompt', () => {
  it('asks to apply the configuration, names it and counts the devices', async () => {
    const setup = renderHost();
    const answer = ask(setup, applyConfigPrompt({ configName: 'Office LAN', deviceCount: 3 }));
    const dialog = screen.getByRole('dialog', { name: 'Apply configuration' });
    expect(within(dialog).getByText('Apply this configuration to the selected devices?')).toBeTruthy();
    expect(within(dialog).getByText('Configuration: Office LAN')).toBeTruthy();
    expect(within(dialog).getByText('3 devices selected.')).toBeTruthy();
    expect(within(dialog).getByText(/Devices may restart/)).toBeTruthy();
    await setup.user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await expect(answer).resolves.toEqual({ confirmed: true });
  });

  it('uses the singular for one device', () => {
    const setup = renderHost();
    void ask(setup, applyConfigPrompt({ deviceCount: 1 }));
    expect(screen.getByText('1 device selected.')).toBeTruthy();
  });
});

describe('MonitoringTemplatesRemovePrompt', () => {
  it('asks to remove the templates, lists ten names and counts the rest', async () => {
    const setup = renderHost();
    const names = Array.from({ length: 12 }, (_, index) => `Template ${index + 1}`);
    const answer = ask(setup, monitoringTemplatesRemovePrompt({ templateNames: names }));
    const dialog = screen.getByRole('dialog', { name: 'Remove monitoring templates' });
    expect(within(dialog).getByText('Remove the selected monitoring templates?')).toBeTruthy();
    const items = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([...names.slice(0, 10), 'and 2 more']);
    expect(within(dialog).getByText(/This cannot be undone/)).toBeTruthy();
    await setup.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toEqual({ confirmed: false });
  });
});
