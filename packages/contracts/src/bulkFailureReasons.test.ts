import { describe, expect, it } from 'vitest';
import {
  BULK_FAILURE_REASONS,
  parseBulkFailureReason,
  permissionLostReason,
  tagsNotForCompanyReason,
} from './bulkFailureReasons.js';

describe('parseBulkFailureReason', () => {
  it('reads back every reason the server words, with its values', () => {
    for (const [key, text] of Object.entries(BULK_FAILURE_REASONS)) {
      expect(parseBulkFailureReason(text)).toEqual({ key, values: {} });
    }
    expect(parseBulkFailureReason(tagsNotForCompanyReason(['Depot', 'Night shift']))).toEqual({
      key: 'tagsNotForCompany',
      values: { tags: 'Depot, Night shift' },
    });
    expect(parseBulkFailureReason(permissionLostReason('update_devices'))).toEqual({
      key: 'permissionLost',
      values: { permission: 'update devices' },
    });
  });

  it("is null for a device's own answer", () => {
    expect(parseBulkFailureReason('modem busy')).toBeNull();
    expect(parseBulkFailureReason('No tag here')).toBeNull();
  });
});
