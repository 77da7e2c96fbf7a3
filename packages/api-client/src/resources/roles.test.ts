import { describe, expect, it } from 'vitest';
import { createTestClient, describeRequest, json } from '../../test/support/createTestClient.js';
import { createRole, deleteRole, updateRole } from './roles.js';

const role = {
  id: 1000,
  name: 'fleet_viewer',
  title: 'Fleet viewer',
  company_id: 3,
  permissions_count: 1,
  description: '',
  can_invite_roles: [],
  permissions: ['view_devices'],
  is_default: false,
};
const payload = { company_id: 3, name: 'fleet_viewer', title: 'Fleet viewer', permissions: ['view_devices'] };

describe('custom role calls', () => {
  it('create, update and delete a role, resolving with the role the server answers', async () => {
    const { client, requests } = createTestClient((request) =>
      request.method === 'DELETE'
        ? json({ message: 'Role deleted successfully' })
        : json({ data: role, message: 'Role saved' }, request.method === 'POST' ? 201 : 200),
    );
    await expect(createRole(client, payload)).resolves.toEqual(role);
    await expect(updateRole(client, 1000, payload)).resolves.toEqual(role);
    await expect(deleteRole(client, 1000)).resolves.toBeUndefined();
    expect(requests.map(describeRequest)).toEqual([
      'POST /api/roles',
      'PUT /api/roles/1000',
      'DELETE /api/roles/1000',
    ]);
  });

  it('refuses an answer that is not a role', async () => {
    const { client } = createTestClient(() => json({ data: { id: 'x' }, message: 'no' }));
    await expect(createRole(client, payload)).rejects.toThrow('Failed to create the role');
  });
});
