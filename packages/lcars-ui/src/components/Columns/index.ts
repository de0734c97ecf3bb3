export { Column, Columns, type ColumnProps, type ColumnsProps } from './Columns';
export type { ColumnWidth } from './Columns.css';
