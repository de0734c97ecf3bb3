// The unprotected copy of a flags-only OOXML document: the flag elements removed from the parts that hold
// them, every other part (and the rest of those parts) unchanged.
import { mayHoldFlags, withoutFlags } from './flags.js';
import { readZipParts, replaceZipParts } from './zip.js';

/** The package without its protection flags, or undefined when it has none. */
export function unprotectedCopy(zip: Uint8Array): Buffer | undefined {
  const changed = new Map<string, Uint8Array>();
  for (const [part, content] of readZipParts(zip, mayHoldFlags)) {
    const stripped = withoutFlags(part, content);
    if (stripped) changed.set(part, stripped);
  }
  return changed.size > 0 ? replaceZipParts(zip, changed) : undefined;
}
