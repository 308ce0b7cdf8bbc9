import { pathOf } from '@studydesk/shared/contract';
import { importsContracts as imports } from '@studydesk/shared/contracts/imports';
import type { Import } from '@studydesk/shared/imports';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callData } from '../../api/call.ts';
import { downloadFile } from '../../api/download.ts';
import { UPLOAD_TIMEOUT_MS } from '../../api/upload.ts';
import { studentKeys } from '../students/queries.ts';
import { type ImportChoices, isBusy } from './import-form.ts';

export const importKeys = {
  all: ['imports'] as const,
  list: () => [...importKeys.all, 'list'] as const,
  one: (importId: string) => [...importKeys.all, 'one', importId] as const,
  preview: (importId: string, mapping: ImportChoices['mapping']) =>
    [...importKeys.all, 'preview', importId, mapping] as const,
};

/** The 20 latest imports; asked again every few seconds while one of them is being run or undone. */
export function useImports() {
  return useQuery({
    queryKey: importKeys.list(),
    queryFn: ({ signal }) => callData(imports.list, { signal }),
    refetchInterval: (query) => (query.state.data?.some((job) => isBusy(job.status)) ? 3000 : false),
    meta: { errorsShownInline: true },
  });
}

/**
 * One import, asked every second while the server runs or undoes it. When it ends, the history and the student
 * lists are read again: they now hold what it added or took away.
 */
export function useImport(importId: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: importKeys.one(importId),
    queryFn: ({ signal }) => callData(imports.get, { params: { importId }, signal }),
    refetchInterval: (current) => (current.state.data && isBusy(current.state.data.status) ? 1000 : false),
    meta: { errorsShownInline: true },
  });
  const status = query.data?.status;
  useEffect(() => {
    if (status === 'done' || status === 'failed' || status === 'undone') {
      void queryClient.invalidateQueries({ queryKey: importKeys.list() });
      void queryClient.invalidateQueries({ queryKey: studentKeys.all });
    }
  }, [status, queryClient]);
  return query;
}

/** Keeps the answer of a start or an undo as the import's state, and has the history read again. */
function useKeepImport() {
  const queryClient = useQueryClient();
  return (job: Import) => {
    queryClient.setQueryData(importKeys.one(job._id), job);
    return queryClient.invalidateQueries({ queryKey: importKeys.list() });
  };
}

/** Sends the spreadsheet; nothing is imported yet. Refusals (not a spreadsheet, empty, too large) show at the drop. */
export function useUploadImport() {
  const keep = useKeepImport();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file, file.name);
      return callData(imports.upload, { body, timeoutMs: UPLOAD_TIMEOUT_MS });
    },
    meta: { errorsShownInline: true },
    onSuccess: keep,
  });
}

/** What the run would do with the first 100 rows; read again whenever a column's field changes. */
export function useImportPreview(importId: string, choices: ImportChoices) {
  return useQuery({
    queryKey: importKeys.preview(importId, choices.mapping),
    queryFn: ({ signal }) => callData(imports.preview, { params: { importId }, body: choices, signal }),
    placeholderData: keepPreviousData,
    meta: { errorsShownInline: true },
  });
}

export function useRunImport(importId: string) {
  const keep = useKeepImport();
  return useMutation({
    mutationFn: (choices: ImportChoices) => callData(imports.run, { params: { importId }, body: choices }),
    meta: { errorsShownInline: true },
    onSuccess: keep,
  });
}

export function useUndoImport(importId: string) {
  const keep = useKeepImport();
  return useMutation({
    mutationFn: () => callData(imports.undo, { params: { importId } }),
    onSuccess: keep,
  });
}

/** The rows the import left out, as a workbook named after the file (the server names it). */
export function useDownloadRejected() {
  return useMutation({
    mutationFn: (importId: string) =>
      downloadFile(pathOf(imports.rejected, { importId }), { fileName: 'rejected-rows.xlsx' }),
  });
}

/** The sample spreadsheet to fill in: a column for every field an import fills, and one example student. */
export function useDownloadSample() {
  return useMutation({
    mutationFn: () => downloadFile(pathOf(imports.sample), { fileName: 'students-to-import.xlsx' }),
  });
}
