// The Scanner's part of "Download my data": the person's scans as the export menu gives them (each scan's PDF
// with its text layer and a manifest in Paperless-ngx's layout, which the Scanner and Paperless-ngx import).
import { hasClaim } from '@lcars/contract';
import type { PersonalExportContext, PersonalExportPart } from '../../module.js';
import { scannerExport } from './export.js';

export async function scannerPersonalExport(context: PersonalExportContext): Promise<PersonalExportPart> {
  if (!hasClaim(context.user.claims, 'Scanner', 'Read'))
    return { files: [], notes: ['Your role does not let you read scans.'] };
  const chunks: Buffer[] = [];
  for await (const chunk of scannerExport(context, context.user.id)) chunks.push(chunk as Buffer);
  return {
    about:
      "every scan as its PDF with the recognised text, and manifest.json in Paperless-ngx's export layout (titles, tags, dates, versions), which the Scanner and Paperless-ngx import.",
    files: [{ path: 'scans.zip', bytes: new Uint8Array(Buffer.concat(chunks)), compressed: true }],
  };
}
