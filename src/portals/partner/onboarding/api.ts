import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { ApiEnvelope } from "../../../api";
import { api, http, isApiError } from "../../../api";
import { ENDPOINTS, fillId } from "../../../api/endpoints";
import type { DocumentType, PartnerApplication } from "../../../features/partner-applications/types";
import { useApi } from "../../../lib/use-api";

/** react-query key prefix of every application read, so a save refreshes them all. */
const isApplicationKey = (key: readonly unknown[]) =>
  key[0] === "v2" && typeof key[1] === "string" && key[1].startsWith("partner/application/");

/** GET partner/application/current: the draft (started on first read), the changes-requested one, or the latest. */
export const useCurrentApplication = (enabled = true) =>
  useApi<PartnerApplication | null>(enabled ? ENDPOINTS.partnerAppCurrent : null, {}, { staleTime: 0 });

/** Puts a fresh application answer into the cache and marks the other application reads stale. */
export function useApplicationCache() {
  const client = useQueryClient();
  return useCallback(
    (next?: PartnerApplication) => {
      if (next) {
        client.setQueriesData<PartnerApplication | null>(
          { predicate: (q) => q.queryKey[0] === "v2" && q.queryKey[1] === ENDPOINTS.partnerAppCurrent },
          next,
        );
      }
      void client.invalidateQueries({
        predicate: (q) => isApplicationKey(q.queryKey) && q.queryKey[1] !== ENDPOINTS.partnerAppCurrent,
      });
    },
    [client],
  );
}

export const saveStep = async (url: string, body: unknown): Promise<PartnerApplication> =>
  (await api.post<PartnerApplication>(url, body)).data;

export const submitApplication = async (comment?: string): Promise<PartnerApplication> =>
  (await api.post<PartnerApplication>(ENDPOINTS.partnerAppSubmit, comment ? { comment } : {})).data;

/** multipart POST with upload progress (0..100); errors are not toasted: the caller shows them next to the file. */
export async function uploadFile(
  url: string,
  fields: Record<string, string | Blob>,
  onProgress: (percent: number) => void,
): Promise<PartnerApplication> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const res = await http.post<ApiEnvelope<PartnerApplication>>(url, form, {
    silent: true,
    // A 10 MB file on a slow phone connection: more than the default 40 s.
    timeout: 5 * 60_000,
    onUploadProgress: (e) => {
      if (e.total) onProgress(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    },
  });
  return res.data.data;
}

export const uploadDocument = (type: DocumentType, file: File, onProgress: (p: number) => void) =>
  uploadFile(ENDPOINTS.partnerAppDocument, { type, file, original_name: file.name }, onProgress);

export const uploadLogo = (file: File, onProgress: (p: number) => void) =>
  uploadFile(ENDPOINTS.partnerAppLogo, { logo: file }, onProgress);

export const deleteDocument = async (id: number) =>
  api.delete<{ id: number }>(fillId(ENDPOINTS.partnerAppDocumentDelete, id), { silent: true });

export const statusOf = (error: unknown): number => (isApiError(error) ? error.status : 0);
