// The Scanner's demo content: two scans of the demo user made from pages printed here (samplePage: no file is
// downloaded), one of them with two versions. Their text is recognised by the same background job as any
// upload, right after the first start. Runs from the module's start (it needs the file store and the jobs),
// once: a demo user with scans already is left alone.
import type { ServerContext } from '../../server-context.js';
import { samplePage } from './sample.js';
import { createScanFromImages } from './service.js';

export async function seedScannerDemo(server: ServerContext, demoUserName = 'demo'): Promise<void> {
  const user = await server
    .db('users')
    .where({ user_name: demoUserName })
    .first<{ id: number } | undefined>('id');
  if (!user) return;
  const existing = await server
    .db('scans')
    .where({ user_id: user.id })
    .first<{ id: number } | undefined>('id');
  if (existing) return;
  const page = (lines: string[]) => samplePage(lines, { width: 1240, height: 1754, fontSize: 44 });
  await createScanFromImages(
    server,
    user.id,
    {
      title: 'Dilithium supply invoice',
      description: 'Quarterly order from the Starbase quartermaster.',
      tags: ['invoices', 'engineering'],
    },
    [
      {
        note: 'Scanned at the office',
        pages: [
          {
            name: 'invoice-1.jpg',
            image: await page([
              'Starbase Quartermaster',
              'Invoice number 4217',
              '',
              'Dilithium crystals, 12 units',
              'Plasma conduit couplings, 40',
              'Total due within 30 days',
            ]),
          },
        ],
      },
      {
        note: 'Added the signed delivery note',
        pages: [
          {
            name: 'invoice-1.jpg',
            image: await page([
              'Starbase Quartermaster',
              'Invoice number 4217',
              '',
              'Dilithium crystals, 12 units',
              'Plasma conduit couplings, 40',
              'Total due within 30 days',
            ]),
          },
          {
            name: 'delivery-note.jpg',
            image: await page([
              'Delivery note',
              '',
              'Received in good order',
              'Signed by the chief engineer',
            ]),
          },
        ],
      },
    ],
  );
  await createScanFromImages(
    server,
    user.id,
    {
      title: 'Shuttle maintenance checklist',
      description: 'Hangar deck two.',
      tags: ['maintenance'],
    },
    [
      {
        note: 'First capture',
        pages: [
          {
            name: 'checklist.jpg',
            image: await page([
              'Shuttle maintenance checklist',
              '',
              'Inspect warp coil housing',
              'Replace navigation sensor filter',
              'Test impulse engine thrust',
            ]),
          },
        ],
      },
    ],
  );
}
