import { importsContracts as imports } from '@studydesk/shared/contracts/imports';
import { ErrorCode } from '@studydesk/shared/errors';
import { access, actorOf } from '../../platform/auth/access.ts';
import { route } from '../../platform/contract-route.ts';
import { AppError, invalid } from '../../platform/errors.ts';
import type { AppRoutes } from '../../platform/routes.ts';
import { NOT_A_SPREADSHEET, recogniseSpreadsheet, SPREADSHEET_CONTENT_TYPES } from '../../platform/spreadsheet.ts';
import { receiveForm } from '../../platform/storage/multipart-form.ts';
import { removeStored, type UploadKinds } from '../../platform/storage/upload.ts';
import { IMPORT_JOB } from './imports.jobs.ts';
import {
  createImport,
  getImport,
  listImports,
  previewImport,
  rejectedXlsx,
  sampleXlsx,
  startImport,
  startUndo,
} from './imports.service.ts';

/** The kinds an upload may be; made per upload, as its 415 says why this file is not one of them. */
function spreadsheets(): UploadKinds {
  const kinds: UploadKinds = {
    recognise: (head, detectedMime) => {
      const found = recogniseSpreadsheet(head, detectedMime);
      if ('type' in found) return SPREADSHEET_CONTENT_TYPES[found.type];
      kinds.refusal = found.refusal;
      return undefined;
    },
    refusal: NOT_A_SPREADSHEET,
  };
  return kinds;
}

/** Bringing an office's students in from a spreadsheet (issue 19): Super Admin only. */
export const importsRoutes: AppRoutes = async (app, { db, config, storage, jobs }) => {
  const superAdmin = access.roles(['Super Admin']);
  const queue = async (importId: string) => {
    if (!jobs) throw new AppError(ErrorCode.INTERNAL, 'The job queue is not running on this server.');
    await jobs.send(IMPORT_JOB, { importId });
  };

  route(app, imports.upload, { access: superAdmin }, async (request) => {
    const limit = config.UPLOAD_LIMIT_MB * 1024 * 1024;
    const form = await receiveForm(request, storage, 'imports', ['file'], limit, spreadsheets());
    const file = form.files.file;
    if (!file) throw invalid({ file: 'Choose an .xlsx or .csv file' });
    try {
      return { data: await createImport(db, storage, file, actorOf(request), config.IMPORT_ROW_LIMIT) };
    } catch (error) {
      await removeStored(storage, file.key, request.log);
      throw error;
    }
  });

  route(app, imports.list, { access: superAdmin }, async () => ({ data: await listImports(db) }));

  route(app, imports.get, { access: superAdmin }, async (request) => ({
    data: await getImport(db, request.params.importId),
  }));

  route(app, imports.preview, { access: superAdmin }, async (request) => ({
    data: await previewImport(db, storage, request.params.importId, request.body),
  }));

  route(app, imports.run, { access: superAdmin }, async (request) => {
    const started = await startImport(db, request.params.importId, request.body);
    await queue(started._id);
    return { data: started };
  });

  route(app, imports.undo, { access: superAdmin }, async (request) => {
    const started = await startUndo(db, request.params.importId, actorOf(request));
    await queue(started._id);
    return { data: started };
  });

  route(app, imports.sample, { access: superAdmin }, async (_request, reply) =>
    reply
      .header('content-type', SPREADSHEET_CONTENT_TYPES.xlsx)
      .header('content-disposition', 'attachment; filename="students-to-import.xlsx"')
      .send(sampleXlsx()),
  );

  route(app, imports.rejected, { access: superAdmin }, async (request, reply) => {
    const { fileName, stream } = await rejectedXlsx(db, request.params.importId);
    const name = encodeURIComponent(`${fileName} - rejected rows.xlsx`);
    return reply
      .header('content-type', SPREADSHEET_CONTENT_TYPES.xlsx)
      .header('content-disposition', `attachment; filename="rejected-rows.xlsx"; filename*=UTF-8''${name}`)
      .send(stream);
  });
};
