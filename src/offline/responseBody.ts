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
