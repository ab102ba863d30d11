/**
 * The files family (issue 11, "Files"): uploads every module uses (receipts, licences, insurance,
 * repair photos, ID cards). Other families check ids with `checkAttachments` before saving them and
 * answer with `fileRefs`; the client uploads with ui's AttachmentUploader.
 */
import { fileEndpoints } from '@campus/contracts';
import { defineFamily } from '../family.ts';
import * as schema from './schema.ts';
import { filesRoutes } from './routes.ts';
import { seedFiles, seededFileId } from './seed.ts';

export { checkAttachments, fileRefs } from './service.ts';
export { pictureAddress } from './routes.ts';

export const files = defineFamily({
  name: 'files',
  schema,
  orderTypes: [],
  routes: async (app, { ctx }) => {
    await filesRoutes(app, ctx);
  },
  seed: [seedFiles],
  isolationProbes: [
    { endpoint: fileEndpoints.get, params: (c) => ({ id: seededFileId(c) }) },
    { endpoint: fileEndpoints.content, params: (c) => ({ id: seededFileId(c) }) },
  ],
  isolationExempt: [
    {
      endpoint: fileEndpoints.picture,
      reason:
        'A home banner picture at the address the server signed for its company and file (no login, so an <img> loads it); ' +
        'any other id, company or expiry under that signature is 404 (files.test.ts).',
    },
  ],
});
