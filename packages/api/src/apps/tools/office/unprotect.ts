// The unprotected copy of a flags-only OOXML document: the flag elements removed from the parts that hold
// them, every other part (and the rest of those parts) unchanged.
import { withZip } from '../../../zip/index.js';
import { mayHoldFlags, withoutFlags } from './flags.js';
import { OFFICE_ZIP_LIMITS } from './detect.js';
import { replaceZipParts } from './zip.js';

/** The package without its protection flags, or undefined when it has none. */
export async function unprotectedCopy(zip: Uint8Array): Promise<Buffer | undefined> {
  return withZip(zip, OFFICE_ZIP_LIMITS, async (reader) => {
    const changed = new Map<string, Uint8Array>();
    // One part at a time: at most one part's text is held.
    for (const entry of reader.entries.filter((candidate) => mayHoldFlags(candidate.name))) {
      const stripped = withoutFlags(entry.name, await reader.read(entry));
      if (stripped) changed.set(entry.name, stripped);
    }
    return changed.size > 0 ? replaceZipParts(zip, reader, changed) : undefined;
  });
}
