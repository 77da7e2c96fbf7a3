export { Alert, type AlertProps, type AlertVariant } from './components/Alert.js';
export {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  type DataTableSort,
} from './components/DataTable.js';
export { FormField, type FormFieldControlProps, type FormFieldProps } from './components/FormField.js';
export { Icon, type IconName, type IconProps } from './components/Icon.js';
export { Loader, type LoaderProps } from './components/Loader.js';
export {
  DEFAULT_PAGE_SIZES,
  Pagination,
  type PaginationLabels,
  type PaginationProps,
} from './components/Pagination.js';
export { formatBytes } from './format/formatBytes.js';
