import type { FileRow } from '@netfleet/contracts';
import { type DataTableColumn, formatBytes } from '@netfleet/ui-kit';
import { DateTime } from '../../components/DateTime.js';
import type { Translate } from '../../i18n/useTexts.js';
import type { companyTabTexts } from './companyTabTexts.js';

type TabsTranslate = Translate<(typeof companyTabTexts)['languages']['en']>;
const FILE_TYPES = ['firmware', 'backup', 'config', 'certificate'] as const;
const isFileType = (type: string): type is (typeof FILE_TYPES)[number] =>
  (FILE_TYPES as readonly string[]).includes(type);

/** Columns of a company's files table in the user's language (`language` for the sizes' numbers). */
export function companyFileColumns(t: TabsTranslate, language: string): DataTableColumn<FileRow>[] {
  return [
    { id: 'name', header: t('files.name'), sortable: true, rowHeader: true, cell: (file) => file.name },
    {
      id: 'type',
      header: t('files.type'),
      cell: (file) => (isFileType(file.type) ? t(`files.types.${file.type}`) : file.type),
    },
    {
      id: 'size',
      header: t('files.size'),
      sortable: true,
      className: 'cell-number',
      cell: (file) => formatBytes(file.size, 2, language),
    },
    {
      id: 'created_at',
      header: t('files.created'),
      sortable: true,
      cell: (file) => <DateTime value={file.created_at} />,
    },
  ];
}
