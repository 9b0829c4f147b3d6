import { type BaseRecord, useCustom, useCustomMutation, useInvalidate, useOne } from "@refinedev/core";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import type { UploadProgress } from "../../../api";
import { ENDPOINTS, fillId } from "../../../api/endpoints";
import type { DocumentType, PartnerApplication } from "../../../features/partner-applications/types";

/** The partner's applications resource (../screens.ts): `current`, `view/{id}` and the list are its reads. */
export const APPLICATIONS = "partner-applications";

type ApplicationRecord = PartnerApplication & BaseRecord;

/** A 10 MB file on a slow phone connection: more than the default 40 s. */
const UPLOAD_TIMEOUT = 5 * 60_000;

/**
 * GET partner/application/current: the draft (started on first read), the changes-requested one, or the latest;
 * `null` once the user is a partner. Read again on every mount (a record of the applications resource).
 */
export function useCurrentApplication(enabled = true) {
  const { i18n } = useTranslation();
  const { query } = useOne<ApplicationRecord>({
    resource: APPLICATIONS,
    id: "current",
    meta: { endpoints: { one: ENDPOINTS.partnerAppCurrent }, lang: i18n.language },
    queryOptions: { enabled, staleTime: 0 },
    errorNotification: false,
  });
  return {
    app: (query.data?.data ?? null) as PartnerApplication | null,
    isLoading: query.isLoading,
    isError: query.isError,
    refetch: query.refetch,
  };
}

/** A v2 lookup the steps read (company types, emirates, communities, categories), in the UI language. */
export function useLookup<T>(url: string, query?: Record<string, unknown>) {
  const { i18n } = useTranslation();
  const { query: read } = useCustom<T & BaseRecord>({
    url,
    method: "get",
    config: query ? { query } : undefined,
    meta: { lang: i18n.language },
    queryOptions: { staleTime: 60_000 },
    errorNotification: false,
  });
  return { data: read.data?.data as T | undefined, isLoading: read.isLoading };
}

/** After a save: every application read (current, the list, the views) is read again. */
export function useRefreshApplications() {
  const invalidate = useInvalidate();
  return useCallback(() => invalidate({ resource: APPLICATIONS, invalidates: ["resourceAll"] }), [invalidate]);
}

/** POSTs a step (or the submit) and answers the application; errors reach the caller (422: field errors). */
export function useSaveStep() {
  const { mutateAsync } = useCustomMutation<ApplicationRecord>();
  return useCallback(
    async (url: string, values: object): Promise<PartnerApplication> =>
      (await mutateAsync({ url, method: "post", values, successNotification: false, errorNotification: false })).data,
    [mutateAsync],
  );
}

/** POST partner/application/submit, with the applicant's optional comment. */
export function useSubmitApplication() {
  const save = useSaveStep();
  return useCallback((comment?: string) => save(ENDPOINTS.partnerAppSubmit, comment ? { comment } : {}), [save]);
}

/** multipart POST with upload progress (0..100); errors are not toasted: the caller shows them next to the file. */
function useUpload() {
  const { mutateAsync } = useCustomMutation<ApplicationRecord>();
  return useCallback(
    async (
      url: string,
      fields: Record<string, string | Blob>,
      onProgress: (percent: number) => void,
    ): Promise<PartnerApplication> => {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      const res = await mutateAsync({
        url,
        method: "post",
        values: form,
        meta: {
          silent: true,
          timeout: UPLOAD_TIMEOUT,
          onUploadProgress: (e: UploadProgress) => {
            if (e.total) onProgress(Math.min(100, Math.round((e.loaded / e.total) * 100)));
          },
        },
        successNotification: false,
        errorNotification: false,
      });
      return res.data;
    },
    [mutateAsync],
  );
}

export function useUploadDocument() {
  const upload = useUpload();
  return useCallback(
    (type: DocumentType, file: File, onProgress: (p: number) => void) =>
      upload(ENDPOINTS.partnerAppDocument, { type, file, original_name: file.name }, onProgress),
    [upload],
  );
}

export function useUploadLogo() {
  const upload = useUpload();
  return useCallback(
    (file: File, onProgress: (p: number) => void) => upload(ENDPOINTS.partnerAppLogo, { logo: file }, onProgress),
    [upload],
  );
}

/** DELETE partner/application/document/{id}; errors are not toasted (shown next to the document). */
export function useDeleteDocument() {
  const { mutateAsync } = useCustomMutation();
  return useCallback(
    (id: number) =>
      mutateAsync({
        url: fillId(ENDPOINTS.partnerAppDocumentDelete, id),
        method: "delete",
        values: {},
        meta: { silent: true },
        successNotification: false,
        errorNotification: false,
      }),
    [mutateAsync],
  );
}
