import { type BaseRecord, type HttpError, useCustomMutation } from "@refinedev/core";
import type { FormInstance, UploadFile } from "antd";
import { useState } from "react";

/**
 * Shared by the quotation and completion report dialogs: a multipart POST through refine's `useCustomMutation`
 * (the data provider sends a FormData payload as multipart, with upload progress), and the 422's field errors put
 * on the form (`lines.0.unit_price` on the field ["lines", 0, "unit_price"]); errors of fields the form does not
 * have come back as one message for an alert.
 */
export function useMultipartPost<R extends BaseRecord = BaseRecord>() {
  const { mutateAsync, mutation } = useCustomMutation<R>();
  const [percent, setPercent] = useState<number | null>(null);
  const post = async (url: string, body: FormData) => {
    setPercent(0);
    try {
      const res = await mutateAsync({
        url,
        method: "post",
        values: body as never,
        successNotification: false,
        errorNotification: false,
        meta: {
          silent: true,
          timeout: 120_000,
          onUploadProgress: (e: { loaded: number; total?: number }) =>
            setPercent(e.total ? Math.round((e.loaded / e.total) * 100) : null),
        },
      });
      return res.data;
    } finally {
      setPercent(null);
    }
  };
  return { post, busy: mutation.isPending, percent };
}

/** `lines.0.unit_price` -> ["lines", 0, "unit_price"]. */
const pathOf = (field: string) => field.split(".").map((p) => (/^\d+$/.test(p) ? Number(p) : p));

/**
 * Puts a 422's errors on the form's fields (only those the form has, by `known(path)`; the rest are answered as one
 * text for an alert, with the top message when there is none). What the user typed stays.
 */
export function applyServerErrors(
  // biome-ignore lint/suspicious/noExplicitAny: any of the dialogs' forms
  form: FormInstance<any>,
  error: unknown,
  known: (path: (string | number)[]) => boolean,
): string | null {
  const e = error as HttpError & { errors?: Record<string, string[] | string> };
  const errors = e?.errors && typeof e.errors === "object" ? e.errors : {};
  const onForm: { name: (string | number)[]; errors: string[] }[] = [];
  const elsewhere: string[] = [];
  for (const [field, messages] of Object.entries(errors)) {
    const list = Array.isArray(messages) ? messages.map(String) : [String(messages)];
    const path = pathOf(field);
    if (known(path)) onForm.push({ name: path, errors: list });
    else elsewhere.push(...list);
  }
  if (onForm.length) form.setFields(onForm);
  if (elsewhere.length) return elsewhere.join(" ");
  return onForm.length ? null : (e?.message ?? null);
}

/** The files an antd Upload list holds (kept in the browser until the form is sent). */
export const filesOf = (list: UploadFile[] | undefined): File[] =>
  (list ?? []).map((f) => f.originFileObj as File | undefined).filter((f): f is File => f instanceof File);

/** antd Upload inside a Form.Item: the event's file list is the field's value. */
export const uploadValue = (e: { fileList?: UploadFile[] } | UploadFile[]) => (Array.isArray(e) ? e : e?.fileList);

/** Accepted photo types (the server checks the content; this only filters the picker). */
export const PHOTO_ACCEPT = "image/jpeg,image/png,image/webp";
