// Reading zip files within bounds: the only way the API opens one.
export {
  DEFAULT_ZIP_LIMITS,
  RATIO_GRACE_BYTES,
  ZipFormatError,
  ZipLimitError,
  ZipReader,
  withZip,
  type ZipEntry,
  type ZipLimits,
} from './reader.js';
