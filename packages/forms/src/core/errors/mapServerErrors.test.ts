import type { ErrorItem } from '@netfleet/contracts';
import { describe, expect, it } from 'vitest';
import { errorPresentation } from './errorPresentation.js';
import { clearFieldError, type FileRowText, mapServerErrors } from './mapServerErrors.js';

const error = (source: string | null, message = `bad ${source}`, code = 'VALIDATION_FAILED'): ErrorItem => ({
  code,
  message,
  source,
});

describe('mapServerErrors', () => {
  it('attaches errors to fields by source and the rest to general', () => {
    expect(mapServerErrors([error('name'), error('other'), error(null, 'Boom')], ['name'])).toEqual({
      fieldErrors: { name: 'bad name' },
      general: ['bad other', 'Boom'],
    });
  });

  it('treats a missing source like no source', () => {
    expect(mapServerErrors([{ code: 'X', message: 'm' }], ['name']).general).toEqual(['m']);
  });

  it('ignores UNAUTHORIZED', () => {
    expect(
      mapServerErrors([error('name', 'no', 'UNAUTHORIZED'), error(null, 'x', 'UNAUTHORIZED')], ['name']),
    ).toEqual({
      fieldErrors: {},
      general: [],
    });
  });

  it('joins several messages of one field and drops repeats', () => {
    const mapped = mapServerErrors([error('name', 'a'), error('name', 'b'), error('name', 'a')], ['name']);
    expect(mapped.fieldErrors.name).toBe('a\nb');
    expect(mapServerErrors([error(null, 'x'), error(null, 'x')], []).general).toEqual(['x']);
  });

  it('blanks the password confirmation error when the password has one', () => {
    const mapped = mapServerErrors(
      [error('password', 'Too weak'), error('password_confirmation', 'Does not match')],
      ['password', 'password_confirmation'],
    );
    expect(mapped.fieldErrors).toEqual({ password: 'Too weak', password_confirmation: '' });
    expect(mapServerErrors([error('password', 'Too weak')], ['password']).fieldErrors).toEqual({
      password: 'Too weak',
    });
    expect(
      mapServerErrors(
        [error('password_confirmation', 'Does not match')],
        ['password', 'password_confirmation'],
      ).fieldErrors,
    ).toEqual({ password_confirmation: 'Does not match' });
  });

  it('attaches a source below a field key to that field, the longest key first', () => {
    const mapped = mapServerErrors(
      [error('tags.2', 'bad tag'), error('a.b.0', 'deep')],
      ['tags', 'a', 'a.b'],
    );
    expect(mapped.fieldErrors).toEqual({ tags: 'bad tag', 'a.b': 'deep' });
  });

  describe('bulk errors', () => {
    const bulk = error('data.3.serial', 'The data.3.serial has already been taken.');

    it('replace data.N.field with the field name and go to general by default', () => {
      expect(mapServerErrors([bulk], ['serial'])).toEqual({
        fieldErrors: {},
        general: ['The serial has already been taken.'],
      });
    });

    it('attach to the field with combineBulkSources, rows together', () => {
      const other = error('data.5.serial', 'The data.5.serial has already been taken.');
      expect(mapServerErrors([bulk, other], ['serial'], { combineBulkSources: true }).fieldErrors).toEqual({
        serial: 'The serial has already been taken.',
      });
    });

    it('go to general with combineBulkSources when the form has no such field', () => {
      expect(mapServerErrors([bulk], [], { combineBulkSources: true }).general).toEqual([
        'The serial has already been taken.',
      ]);
    });

    it('attach to a data field (a table input) without combineBulkSources', () => {
      expect(mapServerErrors([bulk], ['data', 'serial']).fieldErrors).toEqual({
        data: 'The serial has already been taken.',
      });
    });

    it('match a row field exactly when the form has one', () => {
      expect(mapServerErrors([bulk], ['data.3.serial']).fieldErrors).toEqual({
        'data.3.serial': 'The data.3.serial has already been taken.',
      });
    });

    it('replace the spaced form of a field name too', () => {
      const spaced = error('data.0.serial_number', 'The data.0.serial number field is required.');
      expect(mapServerErrors([spaced], []).general).toEqual(['The serial number field is required.']);
    });
  });

  describe('file import errors', () => {
    const files = { file: 'devices.csv' };

    it('show the message followed by (column, line X in Y)', () => {
      expect(mapServerErrors([error('file.3.serial', 'Invalid serial')], ['file'], { files })).toEqual({
        fieldErrors: { file: 'Invalid serial (serial, line 3 in devices.csv)' },
        general: [],
      });
    });

    it('go to general when the file field is not a field key, and read a row without column', () => {
      expect(mapServerErrors([error('file.7', 'Too many columns')], [], { files }).general).toEqual([
        'Too many columns (line 7 in devices.csv)',
      ]);
    });

    it('leave other sources starting with the file key alone', () => {
      expect(mapServerErrors([error('file.name', 'Bad name')], ['file'], { files }).fieldErrors).toEqual({
        file: 'Bad name',
      });
      expect(mapServerErrors([error('files.1', 'x')], [], { files }).general).toEqual(['x']);
    });

    it("word where the error is with fileRowText, in the user's language", () => {
      const fileRowText: FileRowText = ({ column, line, file }) =>
        `${column ?? '–'}, linje ${line} i ${file}`;
      const errors = [error('file.3.mac', 'Ugyldig MAC'), error('file.5', 'Tom linje')];
      expect(mapServerErrors(errors, ['file'], { files, fileRowText }).fieldErrors).toEqual({
        file: 'Ugyldig MAC (mac, linje 3 i devices.csv)\nTom linje (–, linje 5 i devices.csv)',
      });
    });
  });
});

describe('clearFieldError', () => {
  it('drops the edited field error only', () => {
    expect(clearFieldError({ a: 'x', b: 'y' }, 'a')).toEqual({ b: 'y' });
    const errors = { a: 'x' };
    expect(clearFieldError(errors, 'b')).toBe(errors);
  });
});

describe('errorPresentation', () => {
  it('shows nothing without errors', () => {
    expect(errorPresentation({ general: [], useToast: true, modalError: true })).toBe('none');
  });

  it('uses a toast for a single error with useToast', () => {
    expect(errorPresentation({ general: ['a'], useToast: true })).toBe('toast');
    expect(errorPresentation({ general: ['a'], useToast: true, modalError: true })).toBe('toast');
  });

  it('uses the Error modal with modalError', () => {
    expect(errorPresentation({ general: ['a'], modalError: true })).toBe('modal');
    expect(errorPresentation({ general: ['a', 'b'], useToast: true, modalError: true })).toBe('modal');
  });

  it('uses the list otherwise', () => {
    expect(errorPresentation({ general: ['a'] })).toBe('list');
    expect(errorPresentation({ general: ['a', 'b'], useToast: true })).toBe('list');
  });
});
