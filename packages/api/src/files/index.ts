// The file store for the apps: store uploads, refer to files from records, serve them on checked routes.
export { FILE_TYPES, contentTypeOf, detectFileType, type FileType } from './detect.js';
export { defineFileKind, type FileKind, type FileReference } from './kind.js';
export { FileStore, cleanFileName, type FileUsage, type StoredFile } from './store.js';
export { readStoredFile } from './read.js';
export { receiveUpload, receiveUploadStream } from './upload.js';
export { sendFile } from './serve.js';
