/** An API answer: status and parsed body. A call throws only when no answer arrived. */
export interface CallResponse {
  status: number;
  body: unknown;
}

/** The body of an API answer for the sync engine: parsed JSON, the raw text when it is not JSON, null when empty. */
export async function readResponseBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
