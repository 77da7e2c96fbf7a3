import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type RenderConsoleOptions, renderConsole } from '../test/renderConsole.js';

const tag = {
  id: 7,
  name: 'backbone',
  color: '#1e88e5',
  company_id: 3,
  company_name: 'Fleet Co',
  description: 'Core routers',
  created_at: '2026-03-04T05:06:07.000Z',
};

const company = {
  id: 7,
  name: 'Harbor',
  parent_id: 3,
  parent_name: 'Fleet Co',
  level: 2,
  devices_count: 3,
  users_count: 1,
  subsidiaries_count: 0,
  credits_left: 0,
  created_at: '2026-03-04T05:06:07.000Z',
};

const treeNode = { id: 7, name: 'Harbor', parent_id: null, level: 1, devices_count: 3, users_count: 1 };

/**
 * A page whose first request fails (a restarting server, a dropped connection) shows its
 * own error state with a retry, not the router's "page could not be shown": the route's
 * loader starts the request without throwing, and the page reports it.
 */
describe('a list page whose first request fails', () => {
  const pages: { path: string; api: string; options: RenderConsoleOptions; row: string }[] = [
    { path: '/tags', api: '/api/tags', options: { search: { tags: { data: [tag] } } }, row: 'backbone' },
    {
      path: '/companies',
      api: '/api/companies',
      options: { search: { companies: { data: [company] } } },
      row: 'Harbor',
    },
    {
      path: '/companies/tree',
      api: '/api/companies/tree',
      options: { answers: { 'GET /api/companies/tree': { body: { data: [treeNode] } } } },
      row: 'Harbor',
    },
  ];

  for (const page of pages) {
    it(`${page.path} says so and loads on Try again`, async () => {
      const { api } = renderConsole({
        path: page.path,
        ...page.options,
        failures: { [page.api]: { status: 503, statusText: 'Service Unavailable' } },
      });
      const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 });
      expect(screen.queryByText('This page could not be shown')).toBeNull();
      delete api.state.failures[page.api];
      fireEvent.click(retry);
      expect(await screen.findByText(page.row, {}, { timeout: 5000 })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    });
  }
});
