import { http, type QueryParams } from "../../api";

/**
 * Saves a file the API answers (a CSV export, a PDF) under `filename`: the request goes through the app's HTTP client,
 * so it carries the session's token, language and device headers and a 401 renews the token like any call; an error
 * rejects with the client's ApiError (toasted unless `silent`). The answer is handed to the browser as a download
 * (a Blob URL on a temporary link), so the token never appears in a URL.
 */
export async function downloadFile(
  path: string,
  {
    filename,
    type = "text/csv;charset=utf-8",
    params,
    silent,
  }: {
    filename: string;
    type?: string;
    params?: QueryParams;
    silent?: boolean;
  },
): Promise<void> {
  const { data } = await http.get<unknown>(path, { params, silent });
  const body = typeof data === "string" ? data : JSON.stringify(data);
  const url = URL.createObjectURL(new Blob([body], { type }));
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = filename;
    link.rel = "noopener";
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    // after the click has handed the file over
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
