/**
 * The Content-Disposition of a stored file. Raster images, audio, video and PDF open in the
 * browser; anything else (SVG above all, which can carry script) is offered as a download.
 */
export function contentDisposition(fileName: string, contentType: string): string {
  const inline = /^(image\/(?!svg)|audio\/|video\/|application\/pdf$)/.test(contentType);
  // The quoted name is the ASCII fallback; filename* (RFC 6266 / 5987) carries the real one.
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${inline ? 'inline' : 'attachment'}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
