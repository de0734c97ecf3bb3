// The whole bytes of a stored file, for records whose readers are not the file's owner (a recipe's images are
// read by everyone who may read recipes): the caller has checked the reader's rights on the record.
import type { FileStore } from './store.js';

export async function readStoredFile(files: FileStore, id: number): Promise<Buffer> {
  const file = await files.get(id);
  if (!file) throw new Error(`Stored file ${id} is missing.`);
  const chunks: Buffer[] = [];
  for await (const chunk of await files.openStream(file)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
