/** A file that cannot be read as its format: the route answers 400 with this message. */
export class ImportFileError extends Error {}
