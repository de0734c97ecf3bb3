export { FileDropZone, type FileDropZoneProps, type FileRejection } from './FileDropZone';
export { DOCUMENT_FILE_TYPES, IMAGE_FILE_TYPES, formatFileSize, type FileAccept } from './fileRules';
