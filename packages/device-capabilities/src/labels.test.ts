import { describe, expect, it } from 'vitest';
import {
  CONNECTION_ATTEMPT_MESSAGES,
  connectionAttemptResult,
  deviceStatusLabel,
  L2TP_SUMMARY_TEXTS,
  l2tpState,
  l2tpSummary,
  simSlotLabel,
} from './labels.js';

describe('deviceStatusLabel', () => {
  it.each([
    [0, 'Offline'],
    [1, 'Online'],
    [2, 'Pending'],
    [3, 'Not Activated'],
    [-1, 'Not Activated'],
    [null, 'Not Activated'],
    [undefined, 'Not Activated'],
  ])('status %s is %s', (status, label) => {
    expect(deviceStatusLabel(status)).toBe(label);
  });
});

describe('l2tpSummary', () => {
  it.each([
    [1, 'running'],
    [2, 'stopped'],
    [3, 'disabled'],
    [4, 'mixed'],
    [0, 'none'],
    [5, 'none'],
    [null, 'none'],
    [undefined, 'none'],
  ] as const)('code %s is %s', (code, state) => {
    expect(l2tpState(code)).toBe(state);
    expect(l2tpSummary(code)).toBe(L2TP_SUMMARY_TEXTS[state]);
  });

  it('uses clear texts', () => {
    expect(l2tpSummary(1)).toBe('All L2TP instances are online');
    expect(l2tpSummary(2)).toBe('All L2TP instances are offline');
    expect(l2tpSummary(3)).toBe('All L2TP instances are disabled');
    expect(l2tpSummary(4)).toBe('L2TP instances are in mixed states');
    expect(l2tpSummary(9)).toBe('No L2TP instances');
  });
});

describe('connectionAttemptResult', () => {
  it.each([0, 10, 12, 20, 104])('code %i means the device attempted to connect', (code) => {
    expect(connectionAttemptResult(code)).toEqual({
      kind: 'attempted',
      message: CONNECTION_ATTEMPT_MESSAGES.attempted,
    });
  });

  it.each([
    [14, 'monitoring_disabled'],
    [15, 'no_credit'],
    [7, 'duplicate_serial'],
    [99, 'unknown'],
    [null, 'unknown'],
    [undefined, 'unknown'],
  ] as const)('code %s is %s', (code, kind) => {
    expect(connectionAttemptResult(code).kind).toBe(kind);
  });

  it('explains the duplicate serial', () => {
    expect(connectionAttemptResult(7).message).toMatch(/identical serial number but a different MAC/);
  });
});

describe('simSlotLabel', () => {
  it.each([
    [0, false, 'SIM 2'],
    [2, false, 'SIM 2'],
    [1, false, 'SIM 1'],
    [1, true, 'eSIM'],
    [0, true, 'eSIM'],
    [3, false, 'SIM 3'],
  ])('slot %i (eSIM %s) shows %s', (slot, esim, label) => {
    expect(simSlotLabel(slot, esim)).toBe(label);
  });

  it('defaults to a physical slot', () => {
    expect(simSlotLabel(1)).toBe('SIM 1');
  });
});
